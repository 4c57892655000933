import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  FileInput,
  Grid,
  Group,
  Image,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { todayIn } from '@steelworks/contract/common/dates';
import { canSeeCost } from '@steelworks/contract/product';
import {
  COLUMN_FLAGS,
  defaultFlag,
  flagOf,
  ITEM_COLUMNS,
  SELECT_PLACEHOLDER,
  WORK_ORDER_TEXT,
  workOrderInputSchema,
  type ColumnFlag,
  type ItemColumn,
  type WorkOrder,
  type WorkOrderChoices,
  type WorkOrderDraft,
  type WorkOrderItemField,
} from '@steelworks/contract/workorder';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getRole } from '../../../lib/session';
import type { WorkOrderBody } from '../api/save-work-order';
import { columnLabel } from './work-order-sheet';

export type RowValues = { id?: number; sr_no?: number; units?: number } & Record<WorkOrderItemField, string | number | boolean>;

export type HeadValues = {
  order?: number;
  dealer: string;
  dealer_name: string;
  mobile: string;
  customer_name: string;
  order_creator: string;
  order_date: string;
  delivery_date: string;
  delivery_site: string;
  billing_address: string;
  gst_number: string;
  order_status: string;
  total_cost: string;
  notes: string;
  title: string;
  column1_title: string;
  column2_title: string;
  column3_title: string;
} & Record<ColumnFlag, boolean>;

/** A new row: selects on '---', empty text, 0 for numbers and false for booleans (spec 2 section 3). */
export function newRow(): RowValues {
  const row = {} as RowValues;
  for (const c of ITEM_COLUMNS) {
    row[c.key] = c.kind === 'select' ? SELECT_PLACEHOLDER : c.kind === 'bool' ? false : c.kind === 'text' ? '' : 0;
  }
  return row;
}

export function initialHead(timeZone: string, workOrder?: WorkOrder, draft?: WorkOrderDraft): HeadValues {
  const today = todayIn(timeZone);
  const flags = Object.fromEntries(COLUMN_FLAGS.map((f) => [f, workOrder ? workOrder[f] : defaultFlag(f)])) as Record<ColumnFlag, boolean>;
  return {
    order: workOrder?.order ?? draft?.order,
    dealer: String(workOrder?.dealer ?? draft?.dealer ?? ''),
    dealer_name: workOrder?.dealer_name ?? draft?.dealer_name ?? '',
    mobile: workOrder?.mobile ?? draft?.mobile ?? '',
    customer_name: workOrder?.customer_name ?? draft?.customer_name ?? '',
    order_creator: workOrder?.order_creator ?? '',
    order_date: workOrder?.order_date ?? today,
    delivery_date: workOrder?.delivery_date ?? draft?.delivery_date ?? today,
    delivery_site: workOrder?.delivery_site ?? draft?.delivery_site ?? '',
    billing_address: workOrder?.billing_address ?? '',
    gst_number: workOrder?.gst_number ?? '',
    order_status: workOrder?.order_status ?? 'Pending',
    total_cost: workOrder?.total_cost ?? '',
    notes: workOrder?.notes ?? draft?.notes ?? '',
    title: workOrder?.title ?? draft?.title ?? '',
    column1_title: workOrder?.column1_title ?? '',
    column2_title: workOrder?.column2_title ?? '',
    column3_title: workOrder?.column3_title ?? '',
    ...flags,
  };
}

export function initialRows(workOrder?: WorkOrder, draft?: WorkOrderDraft): RowValues[] {
  if (workOrder) {
    return workOrder.work_order_items.map((item) => {
      const row = { id: item.id, sr_no: item.sr_no, units: item.production_items.length } as RowValues;
      for (const c of ITEM_COLUMNS) {
        const value = item[c.key];
        row[c.key] = c.kind === 'select' && value === '' ? SELECT_PLACEHOLDER : (value ?? (c.kind === 'money' ? 0 : ''));
      }
      return row;
    });
  }
  if (draft) {
    return draft.work_order_items.map((line) => {
      const row = newRow();
      for (const [key, value] of Object.entries(line)) {
        const column = ITEM_COLUMNS.find((c) => c.key === key);
        if (column) row[column.key] = column.kind === 'select' && value === '' ? SELECT_PLACEHOLDER : value;
      }
      return row;
    });
  }
  return [newRow()];
}

/** The JSON the server takes: '---' and empty values mean "no value", the server fills the defaults. */
export function toBody(head: HeadValues, rows: RowValues[]): WorkOrderBody {
  const body: WorkOrderBody = {
    ...Object.fromEntries(COLUMN_FLAGS.map((f) => [f, head[f]])),
    ...(head.order ? { order: head.order } : {}),
    dealer: head.dealer || undefined,
    mobile: head.mobile,
    customer_name: head.customer_name,
    order_creator: head.order_creator,
    order_date: head.order_date,
    delivery_date: head.delivery_date,
    delivery_site: head.delivery_site,
    billing_address: head.billing_address,
    gst_number: head.gst_number,
    order_status: head.order_status,
    total_cost: head.total_cost === '' ? undefined : head.total_cost,
    notes: head.notes,
    title: head.title,
    column1_title: head.column1_title,
    column2_title: head.column2_title,
    column3_title: head.column3_title,
    work_order_items: rows.map(({ units: _units, sr_no: _sr, ...row }) => row),
  };
  return body;
}

export type FieldErrors = Record<string, string[]>;

/**
 * The form's values checked with the server's own schema before sending (DECISIONS.md section 11): a negative
 * quantity or a mobile that is not 10 digits is refused with its message, never made positive or sent.
 */
export function checkWorkOrder(body: WorkOrderBody): FieldErrors {
  const parsed = workOrderInputSchema.safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** "work_order_items.0.quantity" -> "Quantity of row 1"; "mobile" -> "Mobile": what the person sees on the form. */
export function fieldLabel(field: string, head?: HeadValues): string {
  const row = /^work_order_items\.(\d+)\.(\w+)$/.exec(field);
  if (row) {
    const column = ITEM_COLUMNS.find((c) => c.key === row[2]);
    return `${column ? (head ? columnLabel(column, head) : column.label) : row[2]} of row ${Number(row[1]) + 1}`;
  }
  return HEAD_LABELS[field] ?? field;
}

const HEAD_LABELS: Record<string, string> = {
  dealer: 'Dealer',
  order: 'Order',
  mobile: 'Mobile',
  customer_name: 'Customer Name',
  order_creator: 'Order Creator',
  order_date: 'Order Date',
  delivery_date: 'Delivery Date',
  delivery_site: 'Delivery Site',
  billing_address: 'Billing Address',
  gst_number: 'GST Number',
  order_status: 'Order Status',
  total_cost: 'Total Cost',
  notes: 'Notes',
  title: 'Title',
  column1_title: 'Column 1 Title',
  column2_title: 'Column 2 Title',
  column3_title: 'Column 3 Title',
  work_order_items: 'Items',
};

/** The field errors of a check or of a failed save (400 with fields). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError) return error.fieldErrors;
  return {};
}

/** "Field: messages" lines of a failed save or check, under the title Try Again (spec 2 sections 5 and 8). */
export function errorLines(error: unknown, head?: HeadValues): string[] {
  if (error && typeof error === 'object' && !(error instanceof Error)) {
    return Object.entries(error as FieldErrors).map(([field, messages]) => `${fieldLabel(field, head)}: ${messages.join(' ')}`);
  }
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : 'Something Went Wrong'];
  const fields = Object.entries(error.fieldErrors);
  return fields.length ? fields.map(([field, messages]) => `${fieldLabel(field, head)}: ${messages.join(' ')}`) : [error.message];
}

export type PendingImage = { file: File; title: string };

export interface WorkOrderFormProps {
  head: HeadValues;
  rows: RowValues[];
  onHead: (head: HeadValues) => void;
  onRows: (rows: RowValues[]) => void;
  choices: WorkOrderChoices | undefined;
  statusChoices: string[];
  /** A failed save (ApiError) or the form's own check (field errors); each message also shows under its field. */
  error: unknown;
  /** Images chosen before the first save (create), uploaded right after it. */
  pendingImages?: PendingImage[];
  onPendingImages?: (images: PendingImage[]) => void;
  existingImages?: WorkOrder['work_order_images'];
  onRemoveImage?: (id: number) => void;
  onAddImage?: (image: PendingImage) => void;
  dealerPicker: React.ReactNode;
}

function choiceData(column: ItemColumn, choices: WorkOrderChoices | undefined, value: string): string[] {
  const list = column.choices && choices ? (choices[column.choices] as readonly string[]) : [];
  const data = [SELECT_PLACEHOLDER, ...list];
  return value && !data.includes(value) ? [...data, value] : data;
}

/** Every work order field and item field of spec 2 section 3, as one form for create and update. */
export function WorkOrderForm(props: WorkOrderFormProps) {
  const { head, rows, onHead, onRows, choices } = props;
  const showCost = canSeeCost(getRole());
  const columns = (ITEM_COLUMNS as readonly ItemColumn[]).filter((c) => showCost || !c.cost);
  const set = <K extends keyof HeadValues>(key: K, value: HeadValues[K]) => onHead({ ...head, [key]: value });
  const setCell = (index: number, key: WorkOrderItemField, value: string | number | boolean) =>
    onRows(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const totalQuantity = rows.reduce((sum, r) => sum + (Number(r.quantity) || 0), 0);
  const [imageTitle, setImageTitle] = useState('');
  const [imageFile, setImageFile] = useState<File | null>(null);
  const errors: FieldErrors =
    props.error && typeof props.error === 'object' && !(props.error instanceof Error) ? (props.error as FieldErrors) : fieldErrorsOf(props.error);
  const errorOf = (field: string) => errors[field]?.join(' ');
  const hasError = props.error instanceof Error || Object.keys(errors).length > 0;

  const input = (label: string, key: keyof HeadValues, extra: { type?: string; span?: number; inputMode?: 'numeric' | 'tel' } = {}) => (
    <Grid.Col span={{ base: 12, sm: extra.span ?? 4 }}>
      <TextInput
        label={label}
        type={extra.type}
        inputMode={extra.inputMode}
        value={String(head[key] ?? '')}
        error={errorOf(String(key))}
        onChange={(e) => set(key, e.currentTarget.value as never)}
      />
    </Grid.Col>
  );

  return (
    <Stack gap="md">
      {hasError ? (
        <Alert color="red" title={WORK_ORDER_TEXT.tryAgain} role="alert">
          {errorLines(props.error, head).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>{props.dealerPicker}</Grid.Col>
          {input('Customer Name', 'customer_name')}
          {input('Mobile', 'mobile', { type: 'tel', inputMode: 'numeric' })}
          {input('Title', 'title')}
          {input('Order Creator', 'order_creator')}
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Order Status"
              data={props.statusChoices}
              value={head.order_status}
              onChange={(v) => v && set('order_status', v)}
              allowDeselect={false}
            />
          </Grid.Col>
          {input('Order Date', 'order_date', { type: 'date' })}
          {input('Delivery Date', 'delivery_date', { type: 'date' })}
          {input('GST Number', 'gst_number')}
          {input('Delivery Site', 'delivery_site', { span: 6 })}
          {input('Billing Address', 'billing_address', { span: 6 })}
          {showCost && (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="Total Cost"
                description="Empty: quantity x item price of the rows"
                value={head.total_cost}
                onChange={(e) => set('total_cost', e.currentTarget.value)}
              />
            </Grid.Col>
          )}
          {input('Column 1 Title', 'column1_title')}
          {input('Column 2 Title', 'column2_title')}
          {input('Column 3 Title', 'column3_title')}
          <Grid.Col span={12}>
            <Textarea label="Notes" value={head.notes} onChange={(e) => set('notes', e.currentTarget.value)} autosize minRows={2} />
          </Grid.Col>
        </Grid>
      </Paper>

      <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={5}>Items</Title>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => onRows([...rows, newRow()])}>
            Add Row
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mb="xs">
          Untick a column to grey it out; greyed columns are left off the printed work order.
        </Text>
        <ScrollArea type="auto">
          <Table withColumnBorders fz="xs" aria-label="Work order rows" miw={columns.length * 120}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sr No</Table.Th>
                {columns.map((c) => {
                  const flag = flagOf(c.key);
                  return (
                    <Table.Th key={c.key} style={{ opacity: head[flag] ? 1 : 0.45, minWidth: c.kind === 'bool' ? 70 : 120 }}>
                      <Checkbox
                        size="xs"
                        label={columnLabel(c, head)}
                        aria-label={`Show ${columnLabel(c, head)}`}
                        checked={head[flag]}
                        onChange={(e) => set(flag, e.currentTarget.checked)}
                      />
                    </Table.Th>
                  );
                })}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.id ?? `new-${index}`}>
                  <Table.Td>{row.sr_no ?? index + 1}</Table.Td>
                  {columns.map((c) => {
                    const disabled = !head[flagOf(c.key)];
                    const label = `${columnLabel(c, head)} of row ${index + 1}`;
                    const value = row[c.key];
                    const cellError = errorOf(`work_order_items.${index}.${c.key}`);
                    return (
                      <Table.Td key={c.key} style={{ opacity: disabled ? 0.45 : 1 }}>
                        {c.kind === 'bool' ? (
                          <Checkbox aria-label={label} checked={!!value} disabled={disabled} onChange={(e) => setCell(index, c.key, e.currentTarget.checked)} />
                        ) : c.kind === 'select' ? (
                          <Select
                            aria-label={label}
                            size="xs"
                            data={choiceData(c, choices, String(value))}
                            value={String(value)}
                            disabled={disabled}
                            allowDeselect={false}
                            onChange={(v) => setCell(index, c.key, v ?? SELECT_PLACEHOLDER)}
                            styles={
                              c.key === 'channel_size' && choices?.channel_size_color[String(value)]
                                ? { input: { borderLeft: `4px solid var(--mantine-color-${choices.channel_size_color[String(value)]}-6)` } }
                                : undefined
                            }
                          />
                        ) : c.kind === 'text' ? (
                          <TextInput aria-label={label} size="xs" value={String(value)} disabled={disabled} error={cellError} onChange={(e) => setCell(index, c.key, e.currentTarget.value)} />
                        ) : (
                          // A typed minus stays (never dropped nor clamped: "-2" must not become 2); the check refuses it.
                          <NumberInput
                            aria-label={label}
                            size="xs"
                            min={0}
                            clampBehavior="none"
                            allowDecimal={c.kind !== 'quantity'}
                            decimalScale={2}
                            value={value as number | string}
                            disabled={disabled}
                            error={cellError}
                            onChange={(v) => setCell(index, c.key, v === '' ? 0 : v)}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                  <Table.Td>
                    <ActionIcon color="red" variant="subtle" aria-label={`Remove row ${index + 1}`} onClick={() => onRows(rows.filter((_, i) => i !== index))}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={columns.length + 2} aria-label="Total Quantity">
                  Total Quantity: {totalQuantity}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollArea>
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Title order={5} mb="xs">
          Drawings
        </Title>
        <Group align="flex-end" wrap="wrap">
          <FileInput label="Image" placeholder="png or jpeg" accept="image/png,image/jpeg" value={imageFile} onChange={setImageFile} w={{ base: '100%', sm: 240 }} clearable />
          <TextInput label="Image title" value={imageTitle} onChange={(e) => setImageTitle(e.currentTarget.value)} w={{ base: '100%', sm: 240 }} />
          <Button
            variant="light"
            disabled={!imageFile}
            onClick={() => {
              if (!imageFile) return;
              const image = { file: imageFile, title: imageTitle.trim() };
              if (props.onAddImage) props.onAddImage(image);
              else props.onPendingImages?.([...(props.pendingImages ?? []), image]);
              setImageFile(null);
              setImageTitle('');
            }}
          >
            Add Image
          </Button>
        </Group>
        <Group mt="sm" gap="md">
          {(props.existingImages ?? []).map((image) => (
            <Stack key={image.id} gap={2} align="center">
              <Image src={image.thumbnail} alt={image.title || 'Drawing'} w={96} h={72} fit="contain" />
              <Text size="xs">{image.title}</Text>
              <Button size="compact-xs" color="red" variant="subtle" onClick={() => props.onRemoveImage?.(image.id)}>
                Remove
              </Button>
            </Stack>
          ))}
          {(props.pendingImages ?? []).map((image, i) => (
            <Stack key={`${image.file.name}-${i}`} gap={2} align="center">
              <Text size="xs">{image.file.name}</Text>
              <Text size="xs" c="dimmed">
                {image.title}
              </Text>
              <Button size="compact-xs" color="red" variant="subtle" onClick={() => props.onPendingImages?.((props.pendingImages ?? []).filter((_, j) => j !== i))}>
                Remove
              </Button>
            </Stack>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
}
