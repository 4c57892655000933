import { Box, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Invoice } from '@steelworks/contract/invoice';
import type { ReactNode } from 'react';
import { PrintPage } from '../../../../components/print-page';
import { PartyHeading, SellerHeading, SignatoryBlock } from '../../components/seller-heading';
import { DocumentLinesTable, type TaxDocumentLines } from './document-lines-table';
import { formatInvoiceAmount, stateText } from './invoice-format';
import './invoice-print.css';

/** What an invoice and a credit note share: the parties, the place of supply, the lines and the totals. */
type TaxDocument = TaxDocumentLines &
  Pick<Invoice, 'seller' | 'buyer' | 'ship_to' | 'place_of_supply' | 'place_of_supply_name' | 'round_off' | 'total_in_words'>;

export interface TaxDocumentSheetProps {
  document: TaxDocument;
  /** "TAX INVOICE" or "CREDIT NOTE". */
  title: string;
  /** The copy printed above the title ("ORIGINAL FOR RECIPIENT"); none on the screen view. */
  copyLabel?: string;
  /** The document's own facts (number, dates, the invoice a credit note refers to), label then value. */
  facts: { label: string; value: ReactNode }[];
  /** The bank details for the payment (an invoice's footer). */
  bank?: Invoice['bank'];
  /** Below the totals (a credit note's reason). */
  note?: ReactNode;
  /** A later copy of a set printed together (rule 48): starts a new page. */
  newPage?: boolean;
  /** An amount outside GST in the total (a bounced cheque's bank charges), with its label. */
  charges?: { label: string; value: string };
}

/**
 * A GST document laid out as rule 46 of the CGST Rules asks of a tax invoice (and rule 53 of a credit note): the
 * seller and the buyer with their GSTIN and state, the place of supply, number and date, the lines with HSN and tax
 * heads, the round-off and the total in figures and in words. The same sheet is the screen view and the A4 print.
 */
export function TaxDocumentSheet({ document, title, copyLabel, facts, bank, note, newPage, charges }: TaxDocumentSheetProps) {
  const intra = document.tax_split === 'intra';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      className="print-sheet tax-document-sheet"
      // break-before acts only on paper; on the screen the copies stand one under the other.
      style={newPage ? { breakBefore: 'page' } : undefined}
    >
      <PrintPage size="A4" margin="10mm" fontSize="9.5pt" cellPadding="3px 5px" />
      <Stack gap="sm">
        <Box ta="center">
          {copyLabel && (
            <Text size="xs" fw={700} className="tax-document-copy">
              {copyLabel}
            </Text>
          )}
          <Title order={3}>{title}</Title>
        </Box>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SellerHeading seller={document.seller} />
          <Stack gap={2}>
            {facts.map((fact) => (
              <Fact key={fact.label} label={fact.label} value={fact.value} />
            ))}
            <Fact label="Place of supply" value={stateText(document.place_of_supply_name, document.place_of_supply)} />
            <Fact label="Reverse charge" value="No" />
          </Stack>
        </SimpleGrid>
        <Divider />
        {document.ship_to ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PartyHeading heading="Bill to (buyer)" party={document.buyer} />
            <PartyHeading heading="Ship to" party={document.ship_to} showGstin={false} />
          </SimpleGrid>
        ) : (
          <PartyHeading heading="Bill to (buyer)" party={document.buyer} />
        )}
        <DocumentLinesTable document={document} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4}>
            <Text size="sm">
              <b>Amount in words:</b> {document.total_in_words}
            </Text>
            {note}
          </Stack>
          <Table fz="sm" aria-label="Invoice totals" withTableBorder>
            <Table.Tbody>
              <TotalRow label="Taxable value" value={document.taxable_value} />
              {intra && <TotalRow label="CGST" value={document.cgst} />}
              {intra && <TotalRow label="SGST" value={document.sgst} />}
              {!intra && <TotalRow label="IGST" value={document.igst} />}
              <TotalRow label="Round off" value={document.round_off} />
              {charges && <TotalRow label={charges.label} value={charges.value} />}
              <TotalRow label="Grand total" value={document.total} strong />
            </Table.Tbody>
          </Table>
        </SimpleGrid>
        {bank && (
          <Text size="sm">
            <b>Bank details:</b> {bank.bank_name}, A/c No. {bank.account_number}, IFSC {bank.ifsc}
          </Text>
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            This is a computer-generated {title === 'TAX INVOICE' ? 'invoice' : title.toLowerCase()}.
          </Text>
          <SignatoryBlock seller={document.seller} />
        </Group>
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr fw={strong ? 700 : undefined}>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right">
        {strong ? '₹ ' : ''}
        {formatInvoiceAmount(value)}
      </Table.Td>
    </Table.Tr>
  );
}
