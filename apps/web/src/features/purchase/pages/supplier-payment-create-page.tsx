import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../lib/toast';
import { SupplierPaymentForm } from '../components/supplier-payment-form';

/** /purchase/payments/new (`?supplier=&bill=` from a supplier's page or a due bill): pay a supplier, then its page. */
export default function SupplierPaymentCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bill = Number(params.get('bill'));
  return (
    <>
      <PageHeader title="Pay a supplier" trail={[{ label: 'Buying' }, { label: 'Supplier Payments', to: '/purchase/payments' }]} />
      <SupplierPaymentForm
        supplier={params.get('supplier') ?? undefined}
        bill={Number.isInteger(bill) && bill > 0 ? bill : undefined}
        onSaved={(payment) => {
          toastSuccess('Payment recorded');
          void navigate(`/purchase/payments/${payment.id}`);
        }}
      />
    </>
  );
}
