import { and, asc, eq, isNull } from 'drizzle-orm';
import { NEST_TEXT, type Remnant, type RemnantReceive } from '@steelworks/contract/sheet-nest';
import type { DbOrTx } from '../../db/client';
import { ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { listRemnants } from './nest-confirm.service';
import { sheetRemnantMovements, sheetRemnants } from './nest.table';
import { sheets } from './sheet.table';

/**
 * A remnant received by hand (issue 46 point 3): kept as a piece of its thickness under the smallest sheet size of that
 * thickness that holds it (its parent, as a cut remnant has one), with an "in" movement row and an audit row, in one
 * transaction. A size no sheet of the thickness holds, or a thickness with no sheet, is refused (400) with why.
 */
export async function receiveRemnant(db: DbOrTx, input: RemnantReceive, actor: Caller): Promise<Remnant> {
  const id = await db.transaction(async (tx) => {
    const sizes = await tx
      .select({ id: sheets.id, width: sheets.width, height: sheets.height })
      .from(sheets)
      .where(and(eq(sheets.thick, input.thick), isNull(sheets.deletedAt)))
      .orderBy(asc(sheets.width), asc(sheets.height), asc(sheets.id));
    if (!sizes.length) throw ruleError(NEST_TEXT.noSheetOfThick(input.thick));
    const [w, h] = [input.width_mm, input.length_mm];
    const parent = sizes.find((s) => (w <= s.width && h <= s.height) || (h <= s.width && w <= s.height));
    if (!parent) throw ruleError(NEST_TEXT.remnantTooLarge(w, h, input.thick));
    const [row] = await tx
      .insert(sheetRemnants)
      .values({ sheetId: parent.id, thick: input.thick, width: w, height: h, origin: 'received', source: input.source, createdBy: actor.accountId })
      .returning({ id: sheetRemnants.id });
    await tx.insert(sheetRemnantMovements).values({ remnantId: row!.id, accountId: actor.accountId, direction: 'in' });
    await recordAudit(tx, actor, { entity: 'sheet_remnant', id: row!.id, action: 'create', before: null, after: { thick: input.thick, width_mm: w, length_mm: h, source: input.source } });
    return row!.id;
  });
  const remnant = (await listRemnants(db, input.thick)).find((r) => r.id === id);
  return remnant!;
}
