import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { useFormMutation } from '../../../../components/form/use-form-mutation';
import { toastSuccess } from '../../../../lib/toast';
import { useCreatePayment } from '../api/create-payment';
import { PaymentForm } from '../components/payment-form';

/** /billing/payments/new — record a payment received (admin, production manager); then its page. */
export default function PaymentCreatePage() {
  const navigate = useNavigate();
  const save = useFormMutation(useCreatePayment(), (payment) => {
    toastSuccess('Payment recorded');
    void navigate(`/billing/payments/${payment.id}`);
  });
  return (
    <>
      <PageHeader title="Record payment" trail={[{ label: 'Payments', to: '/billing/payments' }]} />
      <PaymentForm submitLabel="Record payment" {...save} />
    </>
  );
}
