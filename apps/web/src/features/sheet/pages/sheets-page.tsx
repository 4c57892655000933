import { ActionIcon, Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { canAccess } from '@steelworks/contract/permissions';
import { LOW_STOCK, type Sheet } from '@steelworks/contract/sheet';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RefreshLink } from '../../../components/refresh-link';
import { usePhone } from '../../../components/use-phone';
import { getRole } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteSheet } from '../api/delete-sheet';
import { useSheets } from '../api/get-sheets';
import { useSheetTotalWeight } from '../api/get-sheet-total-weight';
import { sheetKeys } from '../api/keys';
import { THICKNESS_OPTIONS, WIDTH_OPTIONS, formatKg, pieces } from '../components/sheet-choices';

/** A low-stock row (LOW_STOCK pieces or fewer) is tinted red, whatever the stripe or hover under it. */
const LOW_STOCK_ROW = { backgroundColor: 'var(--mantine-color-red-1)' } as const;

/** /sheet: all sheets, filtered by thickness, width and low stock (in the URL), low stock highlighted. */
export default function SheetsPage() {
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const thick = params.get('thick') ?? '';
  const width = params.get('width') ?? '';
  const lowOnly = params.get('low_stock') === 'true';
  const sheets = useSheets({ thick: thick || undefined, width: width || undefined, low_stock: lowOnly || undefined });
  // The footer weighs what the list shows: the same search and filters.
  const weight = useSheetTotalWeight({
    search: params.get('search') || undefined,
    thick: thick || undefined,
    width: width || undefined,
    low_stock: lowOnly || undefined,
  });
  const remove = useDeleteSheet();
  const [deleted, setDeleted] = useState(false);
  const mayEdit = canAccess(getRole(), 'sheetCreate');

  const setFilter = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const askDelete = (sheet: Sheet) =>
    confirmAction({
      onConfirm: () =>
        remove.mutate(sheet.id, {
          onSuccess: () => {
            toastSuccess('Done', 'Sheet deleted');
            setDeleted(true);
          },
        }),
    });

  const columns: PagedTableColumn<Sheet>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (s) => (
        <Text size="sm" fw={s.is_low_stock ? 600 : undefined} c={s.is_low_stock ? 'red.9' : undefined}>
          {s.name}
        </Text>
      ),
    },
    {
      key: 'size',
      // On a phone's card the long label left the size no room ("1.00 x 900 x" cut): a short one keeps it whole.
      header: phone ? 'Size T x W x L (mm)' : 'Thickness x Width x Length (mm)',
      render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{`${s.thick} x ${s.width} x ${s.height}`}</span>,
    },
    { key: 'sqft', header: 'Sqft', align: 'right' },
    { key: 'unit_kg', header: 'Kg per piece', align: 'right' },
    {
      key: 'quantity',
      header: 'Stock',
      align: 'right',
      render: (s) =>
        s.is_low_stock ? (
          <div title={`${LOW_STOCK} pieces or fewer`}>
            <Text size="sm" fw={700} c="red.9">
              {s.quantity}
            </Text>
            <Text size="xs" fw={600} c="red.9" style={{ whiteSpace: 'nowrap' }}>
              Low stock
            </Text>
          </div>
        ) : (
          <Text size="sm">{s.quantity}</Text>
        ),
    },
    {
      key: 'total_weight',
      header: 'Total Weight',
      align: 'right',
      render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatKg(s.total_weight)}</span>,
    },
  ];
  if (mayEdit) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon component={Link} to={`/sheet/update/${s.id}`} variant="light" aria-label={`Edit ${s.name}`}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon color="red" variant="light" aria-label={`Delete ${s.name}`} onClick={() => askDelete(s)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title="All Sheets"
        trail={[{ label: 'Sheets' }]}
        actions={
          <>
            {deleted && <RefreshLink queryKey={sheetKeys.sheets} />}
            {mayEdit && (
              <Button component={Link} to="/sheet/create" leftSection={<IconPlus size={16} />}>
                Create Sheet
              </Button>
            )}
          </>
        }
      />
      <PagedTable
        query={sheets}
        columns={columns}
        label="All Sheets"
        rowProps={(s) => (s.is_low_stock ? { style: LOW_STOCK_ROW, 'data-low-stock': 'true' } : undefined)}
        searchPlaceholder="Search sheets..."
        emptyText="No Data"
        toolbar={
          <>
            <Select
              aria-label="Thickness"
              placeholder="All thicknesses"
              data={THICKNESS_OPTIONS}
              value={thick || null}
              onChange={(v) => setFilter('thick', v)}
              clearable
              w={150}
            />
            <Select
              aria-label="Width"
              placeholder="All widths"
              data={WIDTH_OPTIONS}
              value={width || null}
              onChange={(v) => setFilter('width', v)}
              clearable
              w={130}
            />
            <Checkbox
              label={`Low stock (≤ ${LOW_STOCK})`}
              checked={lowOnly}
              onChange={(e) => setFilter('low_stock', e.currentTarget.checked ? 'true' : null)}
            />
          </>
        }
      />
      {weight.data && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="sheets-total-weight">
          In stock, {weight.data.sheet_count === 1 ? '1 sheet' : `${weight.data.sheet_count} sheets`} listed: {pieces(weight.data.total_quantity)},{' '}
          {formatKg(weight.data.total_weight)}
        </Text>
      )}
    </>
  );
}
