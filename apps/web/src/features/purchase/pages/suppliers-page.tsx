import { Anchor, Button, Collapse, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { canAccess } from '@steelworks/contract/permissions';
import { PURCHASE_TEXT, type Supplier } from '@steelworks/contract/purchase';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { getRole } from '../../../lib/session';
import { useSuppliers } from '../api/purchase-api';
import { SupplierForm } from '../components/supplier-form';

const columns: PagedTableColumn<Supplier>[] = [
  {
    key: 'name',
    header: 'Supplier',
    render: (s) => (
      <Anchor component={Link} to={`/purchase/suppliers/${s.id}`} size="sm" fw={600}>
        {s.name}
      </Anchor>
    ),
  },
  { key: 'gstin', header: 'GSTIN', render: (s) => s.gstin ?? 'Unregistered' },
  { key: 'contact_name', header: 'Contact', render: (s) => [s.contact_name, s.phone].filter(Boolean).join(' · ') },
  { key: 'payment_terms_days', header: 'Terms', render: (s) => `${s.payment_terms_days} days` },
  { key: 'open_orders', header: 'Open Orders', align: 'right' },
];

/** /purchase/suppliers: the mills and traders the shop buys from; searched by name, GSTIN or phone; CSV. */
export default function SuppliersPage() {
  const [adding, setAdding] = useState(false);
  const buyer = canAccess(getRole(), 'purchasing');
  const query = useSuppliers();
  return (
    <>
      <PageHeader
        title={PURCHASE_TEXT.suppliersTitle}
        trail={[{ label: 'Buying' }]}
        actions={buyer && <Button onClick={() => setAdding((open) => !open)}>{adding ? 'Close' : 'Add Supplier'}</Button>}
      />
      {buyer && (
        <Collapse in={adding}>
          <Paper withBorder p="md" mb="md">
            <SupplierForm onSaved={() => setAdding(false)} />
          </Paper>
        </Collapse>
      )}
      <PagedTable query={query} columns={columns} label={PURCHASE_TEXT.suppliersTitle} searchPlaceholder="Name, GSTIN or phone..." emptyText={PURCHASE_TEXT.noSuppliers} />
    </>
  );
}
