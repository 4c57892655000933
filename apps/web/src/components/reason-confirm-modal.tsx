import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../lib/api-client';
import { CONFIRM_TEXT } from './confirm-dialog';
import { FormErrorAlert } from './form-error-alert';

export interface ReasonConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title and the button that asks for the confirmation: "Cheque bounced", "Reverse payment". */
  label: string;
  placeholder?: string;
  /** What follows, said beside "Are you sure?" before the call. */
  consequence: string;
  /** The contract's schema of the body (`{ reason }`): its message on the reason is shown before anything is sent. */
  schema: ZodType;
  /** Said when the schema's refusal names no reason (it always does; a fallback, not a second wording). */
  reasonRequired: string;
  /** Sends the trimmed reason: `done` when it landed (the dialog closes), `failed` when refused (back to the reason). */
  send: (reason: string, done: () => void, failed: () => void) => void;
  pending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A reversal of a money record (a bounced cheque, a wrong entry): a reason (required), then a second step that says what
 * follows (nothing is deleted) before the call; the server's refusal of the reason shows under it.
 */
export function ReasonConfirmModal({ opened, onClose, label, placeholder, consequence, schema, reasonRequired, send, pending, error, reset }: ReasonConfirmModalProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const serverReasonError = error instanceof ApiError ? error.fieldErrors.reason?.[0] : undefined;

  const close = () => {
    setConfirming(false);
    reset();
    onClose();
  };
  const next = () => {
    const checked = schema.safeParse({ reason });
    if (checked.success) setConfirming(true);
    else setReasonError(checked.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? reasonRequired);
  };

  return (
    <Modal opened={opened} onClose={close} title={label} centered>
      <Stack gap="sm">
        <FormErrorAlert error={error} shownFields={['reason']} />
        {confirming ? (
          <ConfirmStepText>{consequence}</ConfirmStepText>
        ) : (
          <ReasonField
            placeholder={placeholder}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
            error={reasonError ?? serverReasonError}
          />
        )}
        <TwoStepButtons label={label} confirming={confirming} pending={pending} onCancel={close} onNext={next} onConfirm={() => send(reason.trim(), close, () => setConfirming(false))} />
      </Stack>
    </Modal>
  );
}

/** Cancel, and the red button of a two-step dialog: `label` first (`onNext` checks and asks), then Confirm (`onConfirm` sends). */
export function TwoStepButtons(props: { label: string; confirming: boolean; pending: boolean; onCancel: () => void; onNext: () => void; onConfirm: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
        {CONFIRM_TEXT.cancel}
      </Button>
      {props.confirming ? (
        <Button color="red" onClick={props.onConfirm} loading={props.pending}>
          {CONFIRM_TEXT.confirm}
        </Button>
      ) : (
        <Button color="red" onClick={props.onNext}>
          {props.label}
        </Button>
      )}
    </Group>
  );
}

/** The second step's words: "Are you sure?", then what follows (`children`) and that nothing is deleted. */
export function ConfirmStepText({ children }: { children: ReactNode }) {
  return (
    <>
      <Text fw={600}>{CONFIRM_TEXT.title}</Text>
      <Text size="sm">
        {children} {CONFIRM_TEXT.message}
      </Text>
    </>
  );
}

/** The required reason of a reversal. */
export function ReasonField(props: { placeholder?: string; value: string; onChange: (value: string) => void; error: ReactNode }) {
  return (
    <Textarea
      label="Reason"
      withAsterisk
      autosize
      minRows={2}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
    />
  );
}
