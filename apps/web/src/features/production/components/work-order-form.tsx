import { Alert, Stack, Text } from '@mantine/core';
import { canSeeCost } from '@steelworks/contract/product';
import { ITEM_COLUMNS, WORK_ORDER_TEXT, type ItemColumn, type WorkOrder, type WorkOrderChoices } from '@steelworks/contract/workorder';
import { getRole } from '../../../lib/session';
import { WorkOrderDrawings, type PendingImage } from './work-order-drawings';
import { errorLines, fieldErrorsOf, type FieldErrors } from './work-order-errors';
import { WorkOrderHeadFields } from './work-order-head-fields';
import { WorkOrderRowsEditor } from './work-order-rows-editor';
import type { HeadValues, RowValues } from './work-order-values';

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

/** Every work order field and item field of docs/product/work-orders-and-production.md#work-orders, as one form for create and update. */
export function WorkOrderForm(props: WorkOrderFormProps) {
  const { head, rows, onHead, onRows, choices } = props;
  const showCost = canSeeCost(getRole());
  const columns = (ITEM_COLUMNS as readonly ItemColumn[]).filter((c) => showCost || !c.cost);
  const set = <K extends keyof HeadValues>(key: K, value: HeadValues[K]) => onHead({ ...head, [key]: value });
  const errors: FieldErrors =
    props.error && typeof props.error === 'object' && !(props.error instanceof Error) ? (props.error as FieldErrors) : fieldErrorsOf(props.error);
  const errorOf = (field: string) => errors[field]?.join(' ');
  const hasError = props.error instanceof Error || Object.keys(errors).length > 0;

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
      <WorkOrderHeadFields
        head={head}
        set={set}
        statusChoices={props.statusChoices}
        showCost={showCost}
        errorOf={errorOf}
        dealerPicker={props.dealerPicker}
      />
      <WorkOrderRowsEditor head={head} rows={rows} columns={columns} choices={choices} set={set} onRows={onRows} errorOf={errorOf} />
      <WorkOrderDrawings
        pendingImages={props.pendingImages}
        onPendingImages={props.onPendingImages}
        existingImages={props.existingImages}
        onRemoveImage={props.onRemoveImage}
        onAddImage={props.onAddImage}
      />
    </Stack>
  );
}
