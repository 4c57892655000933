import ExcelJS from 'exceljs';
import { gstr1CsvRows, type Gstr1 } from './gst-returns.service';

/**
 * GSTR-1 as a workbook for the accountant (issue 44 point 1, docs/decisions/037-gstr1-and-gstr3b.md#csv-and-xlsx): one
 * sheet per section of the offline tool, in its order, each with the CSV's columns (less the section, which is the
 * sheet) and the same rows; a section with nothing in the period is a sheet with its header only. Amounts, rates and
 * counts are numbers, so the accountant's sums work.
 */
const GSTR1_SHEETS = [
  ['b2b', 'b2b'],
  ['b2cl', 'b2cl'],
  ['b2cs', 'b2cs'],
  ['cdnr', 'cdnr'],
  ['cdnur', 'cdnur'],
  ['exp', 'exp'],
  ['nil', 'nil'],
  ['hsn_b2b', 'hsn(b2b)'],
  ['hsn_b2c', 'hsn(b2c)'],
  ['doc_issue', 'docs'],
] as const;

const NUMBER_COLUMNS = new Set(['Value', 'Quantity', 'Rate', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Cess', 'Total issued', 'Cancelled', 'Net issued']);

export async function gstr1Workbook(gstr1: Gstr1): Promise<Buffer> {
  const [header, ...rows] = gstr1CsvRows(gstr1);
  const columns = header!.slice(1);
  const workbook = new ExcelJS.Workbook();
  for (const [section, name] of GSTR1_SHEETS) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(columns).font = { bold: true };
    for (const row of rows.filter((r) => r[0] === section)) {
      sheet.addRow(row.slice(1).map((cell, at) => (NUMBER_COLUMNS.has(columns[at]!) && cell !== '' ? Number(cell) : cell)));
    }
    columns.forEach((title, at) => {
      const column = sheet.getColumn(at + 1);
      column.width = Math.max(10, title.length + 2);
      if (NUMBER_COLUMNS.has(title) && !['Quantity', 'Total issued', 'Cancelled', 'Net issued'].includes(title)) column.numFmt = '0.00';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
