import { Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { useWageSlip } from '../api/wage-sheets';
import { WageSlipView } from '../components/wage-slip';

/** /wages/sheets/:id/slips/:worker (a manager) and /my-slips/:id (the worker's own): one wage slip, printable. */
export default function SlipPage() {
  const params = useParams();
  const sheet = Number(params.id);
  const slip = useWageSlip(sheet, params.worker ? Number(params.worker) : 'mine');
  return (
    <>
      <PageHeader title="Wage slip" />
      {slip.isLoading && <Loader />}
      <FormErrorAlert error={slip.error} />
      {slip.data && <WageSlipView slip={slip.data} />}
    </>
  );
}
