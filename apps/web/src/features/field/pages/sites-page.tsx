import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { FIELD_TOASTS } from '@steelworks/contract/field-text';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteSite } from '../api/delete-site';
import { useSites } from '../api/get-sites';

/** /fieldsite: All Field Sites (docs/product/screens-and-texts.md#routes). */
export default function SitesPage() {
  const query = useSites();
  const remove = useDeleteSite();
  const offset = (query.page - 1) * 10;
  return (
    <>
      <PageHeader
        title="All Field Sites"
        breadcrumbs={[{ label: 'Field App', to: '/fields' }, { label: 'All Field Sites' }]}
        actions={
          <Button component={Link} to="/field-site/create">
            + Create Field Site
          </Button>
        }
      />
      <PagedTable
        query={query}
        label="All Field Sites"
        columns={[
          { key: 'n', header: '#', render: (_row, index) => offset + index + 1 },
          { key: 'name', header: 'Site Name', render: (s) => s.fieldsite_name },
          { key: 'owner', header: 'Owner Name', render: (s) => s.owner_name },
          { key: 'phone', header: 'Owner Phone', render: (s) => s.owner_phone },
          {
            key: 'action',
            header: 'Action',
            render: (s) => (
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/fieldsite/${s.id}`}>
                  View Details
                </Anchor>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={`Delete ${s.fieldsite_name}`}
                  onClick={() => confirmAction({ onConfirm: () => remove.mutate(s.id, { onSuccess: () => toastSuccess(FIELD_TOASTS.siteDeleted) }) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
    </>
  );
}
