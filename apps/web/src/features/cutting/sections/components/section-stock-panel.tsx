import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { sectionLabel, type SectionPiece } from '@steelworks/contract/section';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { PlainTable, right } from '../../../../components/table-head';
import { usePhone } from '../../../../components/use-phone';
import { formatDateTime } from '../../../../lib/format';
import { useSectionStock } from '../api/get-section-stock';
import { PieceActionModal, type PieceAction } from './piece-action-modal';

const ORIGIN_LABELS = { received: 'Received', cut: 'Cut', correction: 'By hand' } as const;

const formatMetres = (metres: number) => `${metres.toLocaleString('en-IN', { maximumFractionDigits: 3 })} m`;
const formatKg = (kg: number) => `${kg.toLocaleString('en-IN', { maximumFractionDigits: 2 })} kg`;

function originOf(piece: SectionPiece): string {
  return piece.origin === 'cut' && piece.origin_plan ? `Cut plan ${piece.origin_plan}` : ORIGIN_LABELS[piece.origin];
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} aria-label={label}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * A section's stock (issue 32 point 1): full bars, offcuts with their lengths and where they came from, metres and
 * kg; the store's roles receive bars and add or remove an offcut by hand, each with its reason.
 */
export function SectionStockPanel({ id }: { id: number }) {
  const stock = useSectionStock(id);
  const phone = usePhone();
  const [action, setAction] = useState<PieceAction | null>(null);
  if (stock.isLoading) return <Loader />;
  if (stock.error || !stock.data) return <FormErrorAlert error={stock.error} />;
  const s = stock.data;
  const offcutLabel = (piece: SectionPiece) => `Offcut of ${piece.length_mm} mm`;
  const removeButton = (piece: SectionPiece) => (
    <Button
      size="xs"
      color="red"
      variant="light"
      style={{ flexShrink: 0 }}
      leftSection={<IconTrash size={14} />}
      aria-label={`Remove ${offcutLabel(piece)}`}
      onClick={() => setAction({ kind: 'remove', piece: piece.id, label: offcutLabel(piece) })}
    >
      Remove
    </Button>
  );
  return (
    <Card component="section" withBorder radius="md" maw={820} aria-label="Bars and offcuts">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={5}>Bars and offcuts</Title>
            <Text size="sm" c="dimmed">
              {sectionLabel(s.section)} · bars of {s.section.stock_length_mm} mm · {s.section.kg_per_metre} kg/m
            </Text>
          </div>
          <Group gap="xs">
            <Button size="sm" leftSection={<IconTruckDelivery size={16} />} onClick={() => setAction({ kind: 'receive' })}>
              Receive bars
            </Button>
            <Button size="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAction({ kind: 'add-offcut' })}>
              Add offcut
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label="Full bars" value={s.bars} />
          <Figure label="Offcuts" value={s.offcuts.length} />
          <Figure label="Metres" value={formatMetres(s.metres)} />
          <Figure label="Weight" value={formatKg(s.kg)} />
        </SimpleGrid>
        {s.offcuts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No offcuts in stock.
          </Text>
        ) : phone ? (
          <Stack gap="xs" aria-label="Offcuts in stock">
            {s.offcuts.map((piece) => (
              <Card key={piece.id} withBorder padding="sm" radius="md" aria-label={offcutLabel(piece)}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={700}>{piece.length_mm} mm</Text>
                    <Text size="xs" c="dimmed">
                      {originOf(piece)} · {formatDateTime(piece.created_at)}
                    </Text>
                    {piece.note && <Text size="sm">{piece.note}</Text>}
                  </div>
                  {removeButton(piece)}
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <PlainTable striped verticalSpacing="xs" label="Offcuts in stock" head={[right('Length'), 'From', 'Note', 'When', '']}>
            {s.offcuts.map((piece) => (
              <Table.Tr key={piece.id}>
                <Table.Td ta="right" fw={600}>
                  {piece.length_mm} mm
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={piece.origin === 'cut' ? 'blue' : piece.origin === 'received' ? 'green' : 'gray'}>
                    {originOf(piece)}
                  </Badge>
                </Table.Td>
                <Table.Td>{piece.note}</Table.Td>
                <Table.Td>{formatDateTime(piece.created_at)}</Table.Td>
                <Table.Td ta="right">{removeButton(piece)}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        )}
      </Stack>
      <PieceActionModal sectionId={id} stockLengthMm={s.section.stock_length_mm} action={action} onClose={() => setAction(null)} />
    </Card>
  );
}
