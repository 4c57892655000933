/**
 * Cheques at the same moment, on a real PostgreSQL server (PGlite is one connection, so it cannot show a race): two
 * bounces of one cheque with bank charges leave one reversal and one debit note; two processes running the day's count
 * of post-dated cheques count each cheque once (docs/decisions/053-cheques-bounces-and-texts.md).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { expectLedgerWhole, useRaceWorld } from './payments-race.fixtures';
import { balanceOf, createDealer, invoiceOf } from './billing.fixtures';
import { creditNotes } from './invoice.table';
import { receipts } from './payment.table';
import { countDueCheques } from './payments.service';

const world = useRaceWorld();

describe('cheques at once', () => {
  it('two bounces of one cheque with charges: one lands, the other is refused, one debit note', async () => {
    const { t, w, today } = world;
    const dealer = await createDealer(t.db, { name: 'Race Bounce Traders' });
    const invoice = await invoiceOf(t.db, dealer, w.door, '1000.00', today); // 1,180.00
    const cheque = await t.call('POST', '/billing/payments', {
      as: 'admin',
      body: { dealer_id: dealer, amount: '1180', received_on: today, mode: 'cheque', cheque_number: '314159', invoice_ids: [invoice.id] },
    });
    const answers = await Promise.all(
      (['admin', 'productionmanager'] as const).map((as) =>
        t.call('POST', `/billing/payments/${cheque.body.id}/reversal`, { as, body: { reason: 'Insufficient funds', bank_charges: '590' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ error_message: ACCOUNT_TEXT.alreadyReversed, code: 'rule_refused' });
    const notes = await t.db.select().from(creditNotes).where(and(eq(creditNotes.dealerId, dealer), eq(creditNotes.reasonCode, 'bank_charges')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.total).toBe('590.00');
    expect(await balanceOf(t.db, dealer)).toBe('1770.00');
    const ledger = await expectLedgerWhole(t.db, dealer);
    expect(ledger.map((row) => row.kind)).toEqual(['invoice', 'payment', 'payment_reversal', 'debit_note']);
  });

  it('two runs of the day count each post-dated cheque once: one receipt, one ledger row each', async () => {
    const { t, w, today } = world;
    const dealer = await createDealer(t.db, { name: 'Race Post-dated Traders' });
    await invoiceOf(t.db, dealer, w.door, '5000.00', today); // 5,900.00
    const due = addDaysTo(today, 9);
    const cheques = [];
    for (const number of ['271828', '161803', '141421']) {
      const posted = await t.call('POST', '/billing/payments', {
        as: 'admin',
        body: { dealer_id: dealer, amount: '1000', received_on: today, mode: 'cheque', cheque_number: number, cheque_date: due },
      });
      expect(posted.body.status).toBe('Post-dated');
      cheques.push(posted.body.id as number);
    }
    const counted = await Promise.all([countDueCheques(t.db, due), countDueCheques(t.db, due), countDueCheques(t.db, due)]);
    expect(counted.reduce((sum, n) => sum + n, 0)).toBe(3);
    for (const id of cheques) {
      expect(await t.db.select().from(receipts).where(eq(receipts.paymentId, id))).toHaveLength(1);
      expect((await t.call('GET', `/billing/payments/${id}`, { as: 'admin' })).body).toMatchObject({ status: 'Received', allocated: '1000.00' });
    }
    const ledger = await expectLedgerWhole(t.db, dealer);
    expect(ledger.filter((row) => row.kind === 'payment').map((row) => row.entryDate)).toEqual([due, due, due]);
    expect(await balanceOf(t.db, dealer)).toBe('2900.00');
  });
});
