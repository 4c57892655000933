import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../../../test/seeded-demo';
import { checkInv01, type Inv01 } from './einvoice-json';
import { jwsPayload } from './einvoice-jws';
import { seedEinvoices } from './einvoice.seed';

const demo = useDemoTestApp();
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 2 }).compile(
  JSON.parse(readFileSync(new URL('./schemas/inv01-v1.1.schema.json', import.meta.url), 'utf8')) as object,
);

describe('demo e-invoices (issue 44 point 2)', () => {
  it('has registered invoices with IRN and signed QR, one pending, and e-invoicing off', async () => {
    const rows = await demo.rows<{ id: number; status: string; doc_number: string; irn: string | null; signed_qr: string | null; payload: Inv01 }>(
      sql`select document_id as id, status, doc_number, irn, signed_qr, payload from einvoice_registrations order by id`,
    );
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'registered', 'registered', 'registered']);
    for (const row of rows) {
      expect(validate(row.payload), JSON.stringify(validate.errors)).toBe(true);
      expect(checkInv01(row.payload)).toEqual([]);
      if (row.status !== 'registered') continue;
      expect(row.irn).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.parse(String(jwsPayload(row.signed_qr!)!.data))).toMatchObject({ DocNo: row.doc_number, Irn: row.irn });
    }
    const dealer = await demo.t.call('GET', `/einvoice/documents/invoice/${rows[0]!.id}`, { as: 'admin' });
    expect(dealer.body).toMatchObject({ required: false, status: expect.any(String) });
    expect((await demo.t.call('GET', '/einvoice/settings', { as: 'admin' })).body.enabled).toBe(false);
    // Seeding again writes nothing.
    await seedEinvoices(demo.t.app.ctx);
    expect(await demo.rows(sql`select id from einvoice_registrations`)).toHaveLength(4);
  });
});
