import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { useWageWorker } from '../api/wage-workers';
import { WorkerBankForm, WorkerGradeForm } from '../components/worker-wage-forms';

/** /wages/workers/:id (from the list or a wage sheet's line, `?sheet=`): a worker's skill grade and bank details. */
export default function WorkerPage() {
  const id = Number(useParams().id);
  const sheet = Number(useSearchParams()[0].get('sheet')) || undefined;
  const worker = useWageWorker(id);
  const w = worker.data;
  return (
    <>
      <PageHeader title={w ? w.worker_name : 'Wage details'} trail={[{ label: 'Wage Details', to: '/wages/workers' }]} />
      {worker.isLoading && <Loader />}
      <FormErrorAlert error={worker.error} />
      {w && (
        <Stack maw={720}>
          <Group justify="space-between" wrap="wrap">
            <Text>
              {w.username} {w.active ? null : <Badge color="gray">Blocked</Badge>}{' '}
              {w.bank_complete ? <Badge color="green">Bank details complete</Badge> : <Badge color="orange">Bank details missing</Badge>}
            </Text>
            {sheet && (
              <Button component={Link} to={`/wages/sheets/${sheet}`} variant="default" size="xs">
                Back to the wage sheet
              </Button>
            )}
          </Group>
          {/* Keyed by the saved values, so a form shows what the server kept after a save. */}
          <WorkerGradeForm key={`grade-${w.skill_grade}`} worker={w} />
          <WorkerBankForm key={`bank-${w.account_holder}-${w.bank_account}-${w.ifsc}-${w.upi_id}`} worker={w} />
        </Stack>
      )}
    </>
  );
}
