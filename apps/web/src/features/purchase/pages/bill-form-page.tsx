import { Alert, Anchor, Loader, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { isoDateSchema } from '@steelworks/contract/common/date-schemas';
import { PAYABLES_TEXT } from '@steelworks/contract/payables';
import { PageHeader } from '../../../components/page-header';
import { useBillable } from '../api/bills-api';
import { useSupplierChoices } from '../api/purchase-api';
import { BILL_FORM_TEXT, BillForm, initialBillValues } from '../components/bill-form';

const idOf = (value: string | null) => (Number(value) > 0 ? Number(value) : undefined);

/** The chosen supplier's unbilled lines, then the form; the bill date's financial year gives the TDS figures. */
function BillEntry({ supplier, from }: { supplier: number; from: { receipt?: number; order?: number } }) {
  const [billDate, setBillDate] = useState(() => todayIn(DEFAULT_TIME_ZONE));
  const asked = isoDateSchema.safeParse(billDate).success ? billDate : '';
  const { data, error } = useBillable(supplier, asked);
  if (error) return <Alert color="red">{(error as Error).message}</Alert>;
  if (!data) return <Loader size="sm" />;
  if (data.state_problem) {
    return (
      <Alert color="red">
        {data.state_problem}{' '}
        <Anchor component={Link} to={`/purchase/suppliers/${supplier}`}>
          Open {data.supplier_name}
        </Anchor>
      </Alert>
    );
  }
  const opened = from.receipt ?? from.order;
  const offered = data.lines.some((line) => line.receipt === from.receipt || (from.order !== undefined && line.purchase_order === from.order));
  return (
    <>
      {opened !== undefined && !offered && <Alert color="yellow">{BILL_FORM_TEXT.allBilled(from.receipt !== undefined ? 'receipt' : 'order')}</Alert>}
      <BillForm billable={data} initial={initialBillValues(data, billDate, from)} onBillDate={setBillDate} />
    </>
  );
}

/**
 * /purchase/bills/new?supplier=&receipt=&order=: a supplier's bill entered against what it delivered. Opened from a
 * receipt, an order or the supplier's page, the supplier is chosen and the lines of that receipt or order are ticked.
 */
export default function BillFormPage() {
  const [params, setParams] = useSearchParams();
  const supplier = idOf(params.get('supplier'));
  const from = { receipt: idOf(params.get('receipt')), order: idOf(params.get('order')) };
  const suppliers = useSupplierChoices(true);
  const data = (suppliers.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <>
      <PageHeader title="Enter Supplier Bill" breadcrumbs={[{ label: PAYABLES_TEXT.bills, to: '/purchase/bills' }, { label: 'New' }]} />
      <Stack maw={820}>
        <Select
          label="Supplier"
          withAsterisk
          searchable
          data={data}
          value={supplier ? String(supplier) : null}
          onChange={(value) => setParams(value ? { supplier: value } : {}, { replace: true })}
        />
        {supplier && <BillEntry key={supplier} supplier={supplier} from={from} />}
      </Stack>
    </>
  );
}
