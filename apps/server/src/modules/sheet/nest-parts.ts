// The sheet parts of a nest plan (issue 46 point 3): from the work order items by the sheet rules of their product
// type, and typed by hand. Pure: the service reads the rows and the stock, this turns them into parts per thickness.
import { toMillimetres, type SizeUnit } from '@steelworks/contract/cut-rules';
import { NEST_TEXT, sheetPartSize, type NestPartInput, type NestProblem, type SheetRule } from '@steelworks/contract/sheet-nest';
import { AppError } from '../../lib/app-error';
import { productTypeKeyOf } from '../cutting/cut-pieces';
import type { NestPart } from './nesting/guillotine';

export type NestItem = { workOrderAutoId: number; srNo: number; productType: string; width: number; height: number; quantity: number };

/** Parts by thickness ("1.20"), each part's ref the label the drawing shows. */
export type PartsByThick = Map<string, NestPart[]>;

/** A bad size is the caller's input: 400 naming the part (issue 46 point 6), never a plan with a hole in it. */
const refuse = (message: string) => new AppError('rule', message);

export function partsOf(items: readonly NestItem[], typed: readonly NestPartInput[], unit: SizeUnit, rules: readonly SheetRule[]): { parts: PartsByThick; problems: NestProblem[] } {
  const parts: PartsByThick = new Map();
  const problems: NestProblem[] = [];
  const add = (thick: string, part: NestPart) => {
    if (!parts.has(thick)) parts.set(thick, []);
    parts.get(thick)!.push(part);
  };
  for (const item of items) {
    const label = `WO ${item.workOrderAutoId} #${item.srNo}`;
    const key = productTypeKeyOf(item.productType);
    const rule = rules.find((r) => r.product_type === key);
    if (!rule || rule.parts.length === 0) {
      problems.push({ label, message: `No sheet parts for the product type "${item.productType || 'none'}"` });
      continue;
    }
    const size = { W: toMillimetres(item.width, unit), H: toMillimetres(item.height, unit) };
    for (const rulePart of rule.parts) {
      const sized = sheetPartSize(rulePart, rule.allowance_mm, size);
      if (!sized.ok) throw refuse(NEST_TEXT.badSize(`${label} ${rulePart.name}`, sized.message));
      for (let unitNo = 1; unitNo <= item.quantity; unitNo++) {
        for (let k = 1; k <= rulePart.count; k++) {
          const count = rulePart.count > 1 ? ` ${k}/${rulePart.count}` : '';
          add(rulePart.thick, { ref: `${label} · unit ${unitNo} · ${rulePart.name}${count}`, w: sized.w, h: sized.h, rotate: !rulePart.grain });
        }
      }
    }
  }
  for (const part of typed) {
    for (let k = 1; k <= part.quantity; k++) {
      add(part.thick, { ref: part.quantity > 1 ? `${part.name} ${k}/${part.quantity}` : part.name, w: part.width_mm, h: part.length_mm, rotate: !part.grain });
    }
  }
  return { parts, problems };
}

/** The stock of one thickness as the solver takes it: live remnants first (oldest first), then the sheet sizes, largest first. */
export type StockRow = { id: number; kind: 'remnant' | 'sheet'; sheetId: number; name: string; width: number; height: number; quantity: number };

/** Before solving: no stock at all, or a part no piece of the stock holds, is a 400 naming the part. */
export function checkFits(thick: string, parts: readonly NestPart[], stock: readonly StockRow[]): void {
  const first = parts[0];
  if (first && stock.length === 0) throw refuse(NEST_TEXT.noStock(first.ref, thick));
  for (const part of parts) {
    const fits = stock.some((s) => (part.w <= s.width && part.h <= s.height) || (part.rotate && part.h <= s.width && part.w <= s.height));
    if (!fits) throw refuse(NEST_TEXT.tooLarge(part.ref, part.w, part.h, thick));
  }
}
