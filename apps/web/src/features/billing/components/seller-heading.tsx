import { Stack, Text } from '@mantine/core';
import type { Party, Seller } from '@steelworks/contract/invoice';
import type { ReactNode } from 'react';
import { stateText } from '../invoices/components/invoice-format';

/**
 * A party's block on a printed document: name, address, GSTIN (not for a place the goods are shipped to) and state,
 * then whatever the caller adds. Bill to and Ship to use it as it is; the seller's heading adds its company details.
 */
export function PartyHeading({ heading, party, showGstin = true, children }: { heading: string; party: Party; showGstin?: boolean; children?: ReactNode }) {
  return (
    <Stack gap={2} aria-label={heading} role="group">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {heading}
      </Text>
      <Text size="sm" fw={700}>
        {party.name}
      </Text>
      {party.address && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {party.address}
        </Text>
      )}
      {showGstin && <Text size="sm">GSTIN: {party.gstin ?? 'Unregistered'}</Text>}
      <Text size="sm">State: {stateText(party.state_name, party.state_code)}</Text>
      {children}
    </Stack>
  );
}

/**
 * The seller's heading on every printed document (invoice, credit and debit note, receipt, refund voucher, statement):
 * name, address, GSTIN and state, and what Companies Act s.12(3)(c) asks on a company's bills: CIN, phone and e-mail
 * (docs/decisions/030-dealer-accounts-settings.md). A detail not set is left out rather than printed empty.
 */
export function SellerHeading({ seller, heading = 'Seller' }: { seller: Seller; heading?: string }) {
  const contact = [seller.phone && `Phone: ${seller.phone}`, seller.email && `E-mail: ${seller.email}`].filter(Boolean).join(' · ');
  return (
    <PartyHeading heading={heading} party={seller}>
      {seller.cin && <Text size="sm">CIN: {seller.cin}</Text>}
      {contact && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {contact}
        </Text>
      )}
    </PartyHeading>
  );
}

/** Under the document: "For <company>", space to sign, then the authorised signatory's name and designation. */
export function SignatoryBlock({ seller }: { seller: Seller }) {
  return (
    <Text size="sm" ta="right" aria-label="Signatory" role="group">
      For {seller.name}
      <br />
      <br />
      {seller.signatory_name && (
        <>
          {seller.signatory_name}
          {seller.signatory_designation && `, ${seller.signatory_designation}`}
          <br />
        </>
      )}
      Authorised Signatory
    </Text>
  );
}
