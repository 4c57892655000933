/**
 * Notes under concurrency, on a real PostgreSQL server (PGlite is one connection, so it cannot show a race): ten
 * returns of one piece each, sent at once against an invoice line of five pieces, give exactly five credit notes
 * (CN 0001..0005, no gap) and five refusals; the line has nothing left and the ledger credits exactly five pieces.
 */
import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, INVOICE_TEXT } from '@steelworks/contract/invoice';
import { useOrderWorld } from '../../../test/order-world';
import { balanceOf, configureCompany, insertOrder } from './billing.fixtures';

const world = useOrderWorld();

describe('credit notes made at once', () => {
  it('ten returns of 1 against a line of 5: five notes, five refusals, nothing overdrawn', async () => {
    const { t, w, today } = world;
    await configureCompany(t);
    // 5 x 1,000.00 = 5,000.00 + CGST 450.00 + SGST 450.00 = 5,900.00; each return of 1: 1,000.00 + 180.00 = 1,180.00.
    const order = await insertOrder(t.db, w.dealerId, 'Shipped', [{ product: w.door, quantity: 5, unitPrice: '1000.00' }]);
    const made = await t.call('POST', '/billing/invoices', { as: 'admin', body: { order_id: order.id } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.total).toBe('5900.00');
    await t.tokenFor('admin');
    await t.tokenFor('productionmanager');

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('POST', `/billing/invoices/${made.body.id}/credit-notes`, {
          as: i % 2 ? 'admin' : 'productionmanager',
          body: { reason_code: 'return', reason: `Piece ${i + 1} back`, lines: [{ line_no: 1, quantity: 1 }] },
        }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(created).toHaveLength(5);
    expect(refused.map((answer) => [answer.status, answer.body.error_message])).toEqual(
      Array.from({ length: 5 }, () => [400, INVOICE_TEXT.quantityLeft(1, 0)]),
    );
    const year = financialYearOf(today);
    expect(created.map((answer) => answer.body.number as string).sort()).toEqual(Array.from({ length: 5 }, (_, k) => documentNumber('CN', year, k + 1)));
    expect(created.every((answer) => answer.body.total === '1180.00')).toBe(true);

    const invoice = (await t.call('GET', `/billing/invoices/${made.body.id}`, { as: 'admin' })).body;
    // 5,900.00 - 5 x 1,180.00 = 0.00: nothing is asked, nothing was paid: Paid with 0.00.
    expect(invoice).toMatchObject({ adjustment: '-5900.00', balance_due: '0.00', status: 'Paid', remaining: [{ line_no: 1, quantity: 0, taxable_value: '0.00' }] });
    expect(await balanceOf(t.db, w.dealerId)).toBe('0.00');
  });
});
