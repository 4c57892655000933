import { Alert, Group, Text } from '@mantine/core';
import { EINVOICE_TEXT, type Einvoice } from '@steelworks/contract/einvoice';
import { QrCode } from '../../../../components/qr-code';

/**
 * What a printed document carries of its e-invoice (rule 48(4): without an IRN it is no valid invoice): the IRN, Ack
 * No and date as facts and the IRP's signed QR code; or, while one is needed and missing, the draft mark.
 */
export function einvoicePrint(read: { data?: Einvoice; isError: boolean }): { final: boolean; facts: { label: string; value: string }[]; block: React.ReactNode } {
  const einvoice = read.data;
  // A failed read says nothing about the IRN: the print cannot claim to be final (it may need one it does not carry).
  if (read.isError && !einvoice) return draft(EINVOICE_TEXT.unread, 'The e-invoice could not be read: reload the page before printing the final copy.');
  if (!einvoice || (!einvoice.required && einvoice.status !== 'registered')) return { final: true, facts: [], block: null };
  if (einvoice.status !== 'registered' || !einvoice.irn || !einvoice.signed_qr) {
    return draft(EINVOICE_TEXT.pending, 'Not a valid tax invoice until it is registered on the IRP.');
  }
  return {
    final: true,
    facts: [
      { label: 'IRN', value: einvoice.irn },
      { label: 'Ack No', value: einvoice.ack_no ?? '' },
      { label: 'Ack Date', value: einvoice.ack_date ?? '' },
    ],
    block: (
      <Group gap="sm" wrap="nowrap" align="center">
        <QrCode value={einvoice.signed_qr} size={120} label="Signed QR code of the e-invoice" />
        <Text size="xs">E-invoice signed QR code (IRP)</Text>
      </Group>
    ),
  };
}

function draft(title: string, text: string) {
  return {
    final: false,
    facts: [],
    block: (
      <Alert color="red" variant="outline" title={`DRAFT: ${title}`} className="einvoice-draft">
        <Text size="sm">{text}</Text>
      </Alert>
    ),
  };
}
