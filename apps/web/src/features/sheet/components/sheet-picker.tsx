import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { MAX_SHEET_PIECES, SHEET_MESSAGES, type Sheet } from '@steelworks/contract/sheet';
import { NumberField } from '../../../components/number-field';
import { useSheetChoices } from '../api/get-sheet-choices';
import { THICKNESS_OPTIONS, WIDTH_OPTIONS } from './sheet-choices';

/**
 * Chosen quantities by sheet id, as typed, with the sheet kept for the summary (choices of other sizes stay chosen).
 * The text is kept so that "-5" or "1e3" is shown back with a message, never dropped or read as another number.
 */
export type PickedSheets = Record<number, { sheet: Sheet; text: string }>;

/** The pieces of a typed quantity: 0 for nothing typed, null when it is no whole number from 0 to the cap. */
export function pickedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_SHEET_PIECES) return null;
  return Number(trimmed);
}

export interface SheetPickerProps {
  thick: string;
  width: string;
  onThick: (value: string) => void;
  onWidth: (value: string) => void;
  thickError?: string;
  widthError?: string;
  picked: PickedSheets;
  onPick: (sheet: Sheet, text: string) => void;
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
                      <NumberField
                        aria-label={`Quantity of ${sheet.name}`}
                        size="xs"
                        whole
                        value={picked[sheet.id]?.text ?? ''}
                        onChange={(text) => onPick(sheet, text)}
                        error={pickedQuantity(picked[sheet.id]?.text ?? '') === null ? SHEET_MESSAGES.quantityMin : undefined}
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
