import { Badge, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import type { Sheet } from '@steelworks/contract/sheet';
import { useSheetChoices } from '../api/get-sheet-choices';
import { THICKNESS_OPTIONS, WIDTH_OPTIONS } from './sheet-choices';

/** Chosen quantities by sheet id, with the sheet kept for the summary (choices of other sizes stay chosen). */
export type PickedSheets = Record<number, { sheet: Sheet; quantity: number }>;

export interface SheetPickerProps {
  thick: string;
  width: string;
  onThick: (value: string) => void;
  onWidth: (value: string) => void;
  thickError?: string;
  widthError?: string;
  picked: PickedSheets;
  onPick: (sheet: Sheet, quantity: number) => void;
}

/** Thickness and width pickers that list the matching sheets, each with a quantity input. */
export function SheetPicker({ thick, width, onThick, onWidth, thickError, widthError, picked, onPick }: SheetPickerProps) {
  const choices = useSheetChoices(thick, width);
  const rows = choices.data?.results ?? [];
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <Select
          label="Thickness"
          withAsterisk
          placeholder="Pick one"
          data={THICKNESS_OPTIONS}
          value={thick || null}
          onChange={(v) => onThick(v ?? '')}
          error={thickError}
        />
        <Select
          label="Width"
          withAsterisk
          placeholder="Pick one"
          data={WIDTH_OPTIONS}
          value={width || null}
          onChange={(v) => onWidth(v ?? '')}
          error={widthError}
        />
      </Group>
      {thick && width && (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing="xs" aria-label="Matching sheets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sheet</Table.Th>
                <Table.Th ta="right">In stock</Table.Th>
                <Table.Th w={120}>Quantity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text ta="center" c="dimmed" py="sm">
                      {choices.isLoading ? 'Loading...' : 'No Data'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((sheet) => (
                  <Table.Tr key={sheet.id}>
                    <Table.Td>
                      <Text size="sm">{sheet.name}</Text>
                      <Text size="xs" c="dimmed">
                        Length {sheet.height} mm · {sheet.unit_kg} kg per piece
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {sheet.is_low_stock ? (
                        <Badge color="red" variant="light">
                          {sheet.quantity}
                        </Badge>
                      ) : (
                        sheet.quantity
                      )}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`Quantity of ${sheet.name}`}
                        size="xs"
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        value={picked[sheet.id]?.quantity ?? ''}
                        onChange={(v) => onPick(sheet, Number(v) || 0)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
