import { ActionIcon, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { usePhone } from '../../../components/use-phone';
import type { DraftItem } from './order-draft-items';

/** The Order Items written so far (product, quantity, material, addons) with a remove button each; "No Data" before. */
export function OrderItemsTable({ items, onRemove }: { items: DraftItem[]; onRemove: (key: number) => void }) {
  const phone = usePhone();
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No Data
      </Text>
    );
  }
  return (
    <Table aria-label="Order Items" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th w={phone ? 72 : undefined}>Quantity</Table.Th>
          {!phone && <Table.Th>Material</Table.Th>}
          {!phone && <Table.Th>Addons</Table.Th>}
          <Table.Th w={44} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const addons = item.orderitemaddon.map((a) => `${a.addon_name}${a.description ? ` (${a.description})` : ''}${a.quantity > 1 ? ` x${a.quantity}` : ''}`).join(', ');
          return (
            <Table.Tr key={item.key}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {item.productName}
                {/* On a phone material and addons go under the product, so quantity and remove stay in view. */}
                {phone && (
                  <Text size="xs" c="dimmed">
                    {[item.material, addons].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
              {!phone && <Table.Td>{item.material}</Table.Td>}
              {!phone && (
                <Table.Td>
                  <Text size="xs">{addons}</Text>
                </Table.Td>
              )}
              <Table.Td>
                <ActionIcon color="red" variant="subtle" aria-label={`Remove ${item.productName}`} onClick={() => onRemove(item.key)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
