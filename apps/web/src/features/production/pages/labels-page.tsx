import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { useWorkOrder } from '../../../lib/work-order-query';
import { describeRow } from '../components/describe';
import { QrCode, recordUrl } from '../../../components/qr-code';
import '../components/label-sheet.css';
import { PrintPage } from '../../../components/print-page';

/** /workorders/{id}/labels: an A4 sheet of labels, one per production item, each with its QR code and sr_no. */
export default function LabelsPage() {
  const id = Number(useParams().id);
  const query = useWorkOrder(id);
  const workOrder = query.data;
  return (
    <>
      <PageHeader
        title="Labels"
        trail={[
          { label: 'All Work Orders', to: '/workorders' },
          { label: workOrder ? `Work Order #${workOrder.auto_id}` : 'Work Order', to: `/workorders/${id}` },
        ]}
        actions={
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print labels
          </Button>
        }
      />
      {query.isLoading && <Loader />}
      {query.error ? <FormErrorAlert error={query.error} /> : null}
      {workOrder && (
        <Paper className="print-sheet" p="xs" withBorder>
          <PrintPage size="A4 portrait" margin="8mm" fontSize="9pt" cellPadding="2px 4px" />
          <div className="label-sheet" aria-label="Label sheet">
            {workOrder.work_order_items.flatMap((item) =>
              item.production_items.map((unit) => (
                <div className="label" key={unit.id}>
                  <QrCode value={recordUrl(`/production-items/${unit.id}`)} size={84} label={`QR code of ${unit.sr_no}`} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={700} size="sm">
                      {unit.sr_no}
                    </Text>
                    <Text size="xs">{describeRow(item)}</Text>
                    <Text size="xs" c="dimmed">
                      WO #{workOrder.auto_id} · {workOrder.customer_name}
                    </Text>
                  </Stack>
                </div>
              )),
            )}
          </div>
          {workOrder.production_total === 0 && (
            <Group p="md">
              <Text c="dimmed">This work order has no production items yet.</Text>
            </Group>
          )}
        </Paper>
      )}
    </>
  );
}
