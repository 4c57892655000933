import { Box, Table, Text } from '@mantine/core';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { Invoice } from '@steelworks/contract/invoice';
import { right, TableHead } from '../../../../components/table-head';
import { formatInvoiceAmount, formatRate, halfRate } from './invoice-format';

export type TaxDocumentLines = Pick<Invoice, 'tax_split' | 'lines' | 'taxable_value' | 'cgst' | 'sgst' | 'igst' | 'total'>;

/**
 * The lines as the CGST rules ask: HSN, description, quantity, unit, rate, taxable value, GST rate, then CGST and SGST
 * (each at half the rate) for a supply inside the seller's state, or IGST for one to another state. On a phone the
 * table scrolls inside its own box (print-scroll) so the page itself never scrolls sideways.
 */
export function DocumentLinesTable({ document }: { document: TaxDocumentLines }) {
  const intra = document.tax_split === 'intra';
  const quantity = document.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Box className="print-scroll" style={{ overflowX: 'auto' }} data-testid="invoice-lines-scroll">
      <Table withTableBorder withColumnBorders fz="sm" miw={760} aria-label="Invoice lines">
        <TableHead
          cells={[
            '#',
            'HSN',
            'Description',
            right('Qty'),
            'Unit',
            right('Rate'),
            right('Taxable value'),
            right('GST rate'),
            intra && right('CGST'),
            intra && right('SGST'),
            !intra && right('IGST'),
            right('Total'),
          ]}
        />
        <Table.Tbody>
          {document.lines.map((line) => (
            <Table.Tr key={line.line_no}>
              <Table.Td>{line.line_no}</Table.Td>
              <Table.Td>{line.hsn_code}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td>{line.unit}</Table.Td>
              <Table.Td ta="right">{formatInvoiceAmount(line.rate)}</Table.Td>
              <Table.Td ta="right">{formatInvoiceAmount(line.taxable_value)}</Table.Td>
              <Table.Td ta="right">{formatRate(line.gst_rate)}</Table.Td>
              {intra && <TaxCell amount={line.cgst} rate={halfRate(line.gst_rate)} />}
              {intra && <TaxCell amount={line.sgst} rate={halfRate(line.gst_rate)} />}
              {!intra && <TaxCell amount={line.igst} rate={line.gst_rate} />}
              <Table.Td ta="right">{formatInvoiceAmount(line.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>Total</Table.Th>
            <Table.Th ta="right">{quantity}</Table.Th>
            <Table.Th colSpan={2} />
            <Table.Th ta="right">{formatInvoiceAmount(document.taxable_value)}</Table.Th>
            <Table.Th />
            {intra && <Table.Th ta="right">{formatInvoiceAmount(document.cgst)}</Table.Th>}
            {intra && <Table.Th ta="right">{formatInvoiceAmount(document.sgst)}</Table.Th>}
            {!intra && <Table.Th ta="right">{formatInvoiceAmount(document.igst)}</Table.Th>}
            <Table.Th ta="right">{formatInvoiceAmount(linesTotal(document))}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}

/** A tax head's amount with its rate under it ("810.00", "@ 9%"). */
function TaxCell({ amount, rate }: { amount: string; rate: string }) {
  return (
    <Table.Td ta="right">
      {formatInvoiceAmount(amount)}
      <Text span display="block" size="xs" c="dimmed">
        @ {formatRate(rate)}
      </Text>
    </Table.Td>
  );
}

/** The lines' total before the round-off: taxable value plus the taxes (the grand total is this plus round_off). */
function linesTotal(document: TaxDocumentLines): string {
  return formatCents([document.taxable_value, document.cgst, document.sgst, document.igst].reduce((sum, value) => sum + toCents(value), 0n));
}
