import { Alert, Badge, Button, Group, Loader, Modal, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconFileTypePdf, IconSend } from '@tabler/icons-react';
import { SEND_CHANNEL_LABELS, sendDocumentSchema, DOCUMENT_TEXT, type DocumentSend, type SendChannel } from '@steelworks/contract/documents';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { toastFromError, toastSuccess } from '../../../../lib/toast';
import { downloadDocumentPdf, useDocumentSends, useSendDocument, useSendOptions, type DocumentRef } from '../api/document-sends';
import { DialogFooter } from '../../../../components/dialog-footer';

const STATUS_COLORS: Record<DocumentSend['status'], string> = { queued: 'blue', sent: 'green', failed: 'red', skipped: 'gray' };
const CHANNEL_NAMES: Record<SendChannel, string> = { email: 'Email', whatsapp: 'WhatsApp', sms: 'SMS' };

/** "Download PDF" for everyone who sees the document, and "Send" for the office (docs/product/sending.md). */
export function DocumentActions({ doc, staff }: { doc: DocumentRef; staff: boolean }) {
  const [downloading, setDownloading] = useState(false);
  const [sending, setSending] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadDocumentPdf(doc)
      .catch(toastFromError)
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={download} loading={downloading}>
        Download PDF
      </Button>
      {staff && (
        <Button leftSection={<IconSend size={16} />} onClick={() => setSending(true)}>
          Send
        </Button>
      )}
      {staff && sending && <SendModal doc={doc} onClose={() => setSending(false)} />}
    </>
  );
}

/** A statement's number is its period, so it is named with its kind ("Statement 2026-04-01 to 2026-11-29"). */
function nameOf(doc: DocumentRef, number: string): string {
  return doc.kind === 'statement' ? `Statement ${number}` : number;
}

/** To the dealer by mail (the PDF attached), WhatsApp or SMS (a signed link), with the admin's text for the kind. */
function SendModal({ doc, onClose }: { doc: DocumentRef; onClose: () => void }) {
  const options = useSendOptions(doc, true);
  const send = useSendDocument(doc);
  const [channel, setChannel] = useState<SendChannel>('email');
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = options.data;
  const shownText = text ?? data?.text ?? '';
  const to = channel === 'email' ? data?.email : data?.phone;
  const serverField = send.error instanceof ApiError ? send.error.fieldErrors.text?.[0] : undefined;

  const submit = async () => {
    const parsed = sendDocumentSchema.safeParse({ channel, text: shownText });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? DOCUMENT_TEXT.textRequired);
      return;
    }
    try {
      const sent = await send.mutateAsync(parsed.data);
      toastSuccess(`${DOCUMENT_TEXT.sent}: ${nameOf(doc, sent.number)} to ${sent.to}.`);
      onClose();
    } catch {
      // The alert shows send.error.
    }
  };

  return (
    <Modal opened onClose={onClose} title={data ? `Send ${nameOf(doc, data.number)}` : 'Send'} size="lg">
      {options.isLoading && <Loader />}
      {options.error && <FormErrorAlert error={options.error} />}
      {data && (
        <Stack gap="sm">
          <Text size="sm">To {data.dealer}</Text>
          <SegmentedControl
            aria-label="Channel"
            value={channel}
            onChange={(value) => setChannel(value as SendChannel)}
            data={(['email', 'whatsapp', 'sms'] as const).map((value) => ({ value, label: CHANNEL_NAMES[value] }))}
            fullWidth
          />
          <Text size="sm" c={to ? undefined : 'red'}>
            {SEND_CHANNEL_LABELS[channel]}: {to ?? (channel === 'email' ? DOCUMENT_TEXT.noEmail : DOCUMENT_TEXT.noPhone)}
          </Text>
          {channel === 'email' && !data.pdf_available && (
            <Alert color="yellow" variant="light">
              {DOCUMENT_TEXT.noBrowser}
            </Alert>
          )}
          {channel !== 'email' && !data.channels[channel] && (
            <Alert color="yellow" variant="light">
              {CHANNEL_NAMES[channel]} is not configured on this server: the send is logged as skipped.
            </Alert>
          )}
          <Textarea
            label="Message"
            autosize
            minRows={3}
            maxLength={500}
            value={shownText}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error ?? serverField}
          />
          <FormErrorAlert error={send.error} shownFields={['text']} />
          <DialogFooter onCancel={onClose}>
            <Button leftSection={<IconSend size={16} />} onClick={() => void submit()} loading={send.isPending} disabled={!to}>
              Send
            </Button>
          </DialogFooter>
        </Stack>
      )}
    </Modal>
  );
}

/** The document's sends: when, to whom, by which channel, delivered or failed with the reason. */
export function DocumentSendLog({ doc }: { doc: DocumentRef }) {
  const sends = useDocumentSends(doc);
  const rows = sends.data?.results ?? [];
  return (
    <Stack gap={4} aria-label="Sent" role="group" className="no-print">
      <Text fw={600}>Sent</Text>
      {sends.isLoading && <Loader size="sm" />}
      {sends.data && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Not sent yet.
        </Text>
      )}
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLORS[row.status]} variant="light">
              {row.status}
            </Badge>
            <Text size="sm">{CHANNEL_NAMES[row.channel]}</Text>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              to {row.to}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(row.created_at)} by {row.sent_by}
            </Text>
          </Group>
          {row.error && (
            <Text size="sm" c={row.status === 'sent' ? 'dimmed' : 'red'}>
              {row.error}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
