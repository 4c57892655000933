import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@steelworks/contract/roles';
import { BILLING_TEXT, TAX_PRODUCT_TYPES } from '@steelworks/contract/billing';
import { useTestApp } from '../../../test/harness';
import { expectRefused } from '../../../test/refused-routes';
import { auditLog } from '../../db/audit.table';

const t = useTestApp();

const READERS: Role[] = ['admin', 'productionmanager'];
const OTHERS = ROLES.filter((role) => !READERS.includes(role));

const settingsBody = (extra: Record<string, unknown> = {}) => ({
  legal_name: 'Steelworks Fabricators Private Limited',
  address: 'Kalamassery, Kochi 683104',
  state_code: '32',
  gstin: '32aafcs5318d1zr',
  bank_name: 'State Bank of India',
  bank_account_number: '00000041234567890',
  ifsc: 'SBIN0070123',
  invoice_prefix: 'inv',
  credit_note_prefix: '',
  cin: 'u28112kl2019ptc058231',
  phone: '0484 2555014',
  email: 'accounts@steelworks.example.com',
  signatory_name: 'Anitha Menon',
  signatory_designation: 'Director',
  product_taxes: TAX_PRODUCT_TYPES.map((type) => ({ product_type: type.key, hsn_code: type.defaultHsn, gst_rate: '18' })),
  ...extra,
});

const settingsAudits = () => t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'company_settings'), eq(auditLog.entityId, 1)));

describe('/billing/settings', () => {
  it('answers the migration defaults before anything is saved', async () => {
    const got = await t.call('GET', '/billing/settings', { as: 'productionmanager' });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      legal_name: '',
      address: '',
      state_code: null,
      state_name: '',
      gstin: null,
      bank_name: '',
      bank_account_number: '',
      ifsc: '',
      invoice_prefix: 'INV',
      credit_note_prefix: 'CN',
      debit_note_prefix: 'DN',
      receipt_prefix: 'RC',
      refund_prefix: 'RF',
      cin: '',
      phone: '',
      email: '',
      signatory_name: '',
      signatory_designation: '',
      turnover_above_5_crore: false,
      product_taxes: [
        { product_type: 'is_door', label: 'Door Frame', hsn_code: '730830', gst_rate: '18.00' },
        { product_type: 'is_window', label: 'Window', hsn_code: '730830', gst_rate: '18.00' },
        { product_type: 'is_security_door', label: 'Security Door', hsn_code: '730830', gst_rate: '18.00' },
        { product_type: 'sheet', label: 'Sheet', hsn_code: '7210', gst_rate: '18.00' },
      ],
      configured: false,
      updated_at: null,
    });
  });

  it('lets admin and productionmanager read, and refuses every other role', async () => {
    for (const as of READERS) expect((await t.call('GET', '/billing/settings/', { as })).status).toBe(200);
    await expectRefused(t, OTHERS, [['GET', '/billing/settings']]);
    expect((await t.call('GET', '/billing/settings')).status).toBe(401);
  });

  it('lets only an admin save; the others are refused and nothing changes', async () => {
    await expectRefused(t, ROLES.filter((role) => role !== 'admin'), [['PUT', '/billing/settings']], () => settingsBody());
    expect((await t.call('PUT', '/billing/settings', { body: settingsBody() })).status).toBe(401);
    expect((await t.call('GET', '/billing/settings', { as: 'admin' })).body.configured).toBe(false);
  });

  it('saves the whole form, normalised, with an audit row, and reads it back', async () => {
    const taxes = settingsBody().product_taxes.map((row) => (row.product_type === 'sheet' ? { ...row, hsn_code: '72107000', gst_rate: 12.5 } : row));
    const saved = await t.call('PUT', '/billing/settings', { as: 'admin', body: settingsBody({ product_taxes: taxes }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      gstin: '32AAFCS5318D1ZR',
      state_code: '32',
      state_name: 'Kerala',
      invoice_prefix: 'INV',
      credit_note_prefix: 'CN',
      debit_note_prefix: 'DN',
      receipt_prefix: 'RC',
      refund_prefix: 'RF',
      cin: 'U28112KL2019PTC058231',
      phone: '0484 2555014',
      email: 'accounts@steelworks.example.com',
      signatory_name: 'Anitha Menon',
      signatory_designation: 'Director',
      configured: true,
    });
    expect(saved.body.product_taxes[3]).toEqual({ product_type: 'sheet', label: 'Sheet', hsn_code: '72107000', gst_rate: '12.50' });
    expect(typeof saved.body.updated_at).toBe('string');
    expect((await t.call('GET', '/billing/settings', { as: 'productionmanager' })).body).toEqual(saved.body);

    const [audit] = await settingsAudits();
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.changes).toMatchObject({ sheet_gst_rate: { before: '18.00', after: '12.50' }, legal_name: { before: '', after: 'Steelworks Fabricators Private Limited' } });

    // An unregistered company: "" clears the GSTIN.
    const cleared = await t.call('PUT', '/billing/settings', { as: 'admin', body: settingsBody({ gstin: '' }) });
    expect(cleared.body.gstin).toBeNull();
  });

  it('refuses bad input in the documented shape and changes nothing', async () => {
    const before = (await t.call('GET', '/billing/settings', { as: 'admin' })).body;
    const audits = (await settingsAudits()).length;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ gstin: '32AAFCS5318D1Z' }, { gstin: [BILLING_TEXT.gstinFormat] }],
      [{ gstin: '39AAFCS5318D1ZR' }, { gstin: ["The GSTIN's state code 39 is not a state"] }],
      [{ gstin: '32AAFCS5318D1ZS' }, { gstin: [BILLING_TEXT.gstinCheck] }],
      [{ gstin: '33AAGCG7412H1ZT' }, { gstin: ['The GSTIN is registered in Tamil Nadu (33), not in Kerala (32)'] }],
      [{ ifsc: 'SBIN1070123' }, { ifsc: [BILLING_TEXT.ifsc] }],
      [{ state_code: '40' }, { state_code: [BILLING_TEXT.stateRequired] }],
      [{ legal_name: ' ' }, { legal_name: [BILLING_TEXT.required] }],
      [{ bank_account_number: '12ab' }, { bank_account_number: [BILLING_TEXT.accountNumber] }],
      // A prefix of at most 4 letters, digits, / or -, not starting with a sign: the number fits 16 characters.
      [{ invoice_prefix: 'INV/2' }, { invoice_prefix: [BILLING_TEXT.prefix] }],
      [{ invoice_prefix: 'SWFPL-INV' }, { invoice_prefix: [BILLING_TEXT.prefix] }],
      [{ credit_note_prefix: '/CN' }, { credit_note_prefix: [BILLING_TEXT.prefix] }],
      [{ debit_note_prefix: '-DN' }, { debit_note_prefix: [BILLING_TEXT.prefix] }],
      [{ receipt_prefix: 'R C' }, { receipt_prefix: [BILLING_TEXT.prefix] }],
      [{ refund_prefix: 'RF_1' }, { refund_prefix: [BILLING_TEXT.prefix] }],
      [{ cin: 'U28112KL2019PTC05823' }, { cin: [BILLING_TEXT.cin] }],
      [{ phone: '12345' }, { phone: [BILLING_TEXT.phone] }],
      [{ email: 'accounts@' }, { email: [BILLING_TEXT.email] }],
      [{ email: undefined }, { email: [BILLING_TEXT.email] }],
      // Above 5 crore of turnover a 4-digit HSN code is refused (Notification 78/2020-CT).
      [
        { turnover_above_5_crore: true, product_taxes: settingsBody().product_taxes.map((row) => (row.product_type === 'sheet' ? { ...row, hsn_code: '7210' } : row)) },
        { 'product_taxes.3.hsn_code': [BILLING_TEXT.hsnSixDigits] },
      ],
      [
        { product_taxes: [{ product_type: 'is_door', hsn_code: '73', gst_rate: '29' }] },
        { 'product_taxes.0.hsn_code': [BILLING_TEXT.hsn], 'product_taxes.0.gst_rate': [BILLING_TEXT.gstRate] },
      ],
      [
        { product_taxes: [{ product_type: 'is_door', hsn_code: '73083', gst_rate: '18' }] },
        { 'product_taxes.0.hsn_code': [BILLING_TEXT.hsn] },
      ],
      [{ product_taxes: settingsBody().product_taxes.slice(1) }, { product_taxes: [BILLING_TEXT.productTaxes] }],
    ];
    for (const [change, fields] of cases) {
      const refused = await t.call('PUT', '/billing/settings', { as: 'admin', body: settingsBody(change) });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body).toMatchObject(fields);
      expect(typeof refused.body.error_message).toBe('string');
    }
    expect((await t.call('GET', '/billing/settings', { as: 'admin' })).body).toEqual(before);
    expect(await settingsAudits()).toHaveLength(audits);
  });
});

let serial = 0;
const dealerBody = (extra: Record<string, unknown> = {}) => {
  const username = `gst${++serial}x${Date.now() % 1000}`;
  return {
    is_dealer: true,
    username,
    full_name: `Dealer ${username}`,
    phone: '9876543210',
    email: `${username}@example.com`,
    location: 'Kochi',
    ...extra,
  };
};

describe('dealer account fields', () => {
  it('round-trip on create, PUT and PATCH; an existing-style dealer has nulls and 30 days', async () => {
    const plain = await t.call('POST', '/dealer/dealer/', { as: 'admin', body: dealerBody() });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body).toMatchObject({ gstin: null, state_code: null, billing_address: '', credit_limit: null, payment_terms_days: 30 });

    const created = await t.call('POST', '/dealer/dealer/', {
      as: 'productionmanager',
      body: dealerBody({ gstin: ' 33aagcg7412h1zt', state_code: '33', billing_address: 'Avinashi Road, Coimbatore', credit_limit: 400000, payment_terms_days: '60' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const fields = { gstin: '33AAGCG7412H1ZT', state_code: '33', billing_address: 'Avinashi Road, Coimbatore', credit_limit: '400000.00', payment_terms_days: 60 };
    expect(created.body).toMatchObject(fields);
    const id = created.body.id;
    expect((await t.call('GET', `/dealer/dealer/${id}/`, { as: 'admin' })).body).toMatchObject(fields);

    // PATCH of the limit alone keeps the rest; "" lifts the limit.
    const patched = await t.call('PATCH', `/dealer/dealer/${id}/`, { as: 'admin', body: { credit_limit: '250000.50' } });
    expect(patched.body).toMatchObject({ ...fields, credit_limit: '250000.50' });
    expect((await t.call('PATCH', `/dealer/dealer/${id}/`, { as: 'admin', body: { credit_limit: '' } })).body.credit_limit).toBeNull();

    // A PUT (the whole form) without the GSTIN makes the dealer unregistered.
    const { username, email, full_name, phone } = created.body;
    const put = await t.call('PUT', `/dealer/dealer/${id}/`, { as: 'admin', body: { username, email, full_name, phone, state_code: '32', payment_terms_days: 0 } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ gstin: null, state_code: '32', billing_address: '', credit_limit: null, payment_terms_days: 0 });
  });

  it('refuses a GSTIN of another state, also against the stored state on a PATCH, and bad values', async () => {
    const mismatch = await t.call('POST', '/dealer/dealer/', { as: 'admin', body: dealerBody({ gstin: '33AAGCG7412H1ZT', state_code: '32' }) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ gstin: ['The GSTIN is registered in Tamil Nadu (33), not in Kerala (32)'] });

    const created = await t.call('POST', '/dealer/dealer/', { as: 'admin', body: dealerBody({ gstin: '32AADFD4821K1ZP', state_code: '32' }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const moved = await t.call('PATCH', `/dealer/dealer/${id}/`, { as: 'admin', body: { state_code: '33' } });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({
      code: 'validation_failed',
      error_message: 'The GSTIN is registered in Kerala (32), not in Tamil Nadu (33)',
      gstin: ['The GSTIN is registered in Kerala (32), not in Tamil Nadu (33)'],
    });
    const badGstin = await t.call('PATCH', `/dealer/dealer/${id}/`, { as: 'admin', body: { gstin: '32AADFD4821K1ZQ' } });
    expect(badGstin.body).toMatchObject({ gstin: [BILLING_TEXT.gstinCheck] });
    const badTerms = await t.call('PATCH', `/dealer/dealer/${id}/`, { as: 'admin', body: { payment_terms_days: 400, credit_limit: '-1' } });
    expect(badTerms.body).toMatchObject({ payment_terms_days: [BILLING_TEXT.paymentTerms], credit_limit: [BILLING_TEXT.creditLimit] });
    expect((await t.call('GET', `/dealer/dealer/${id}/`, { as: 'admin' })).body).toMatchObject({ gstin: '32AADFD4821K1ZP', state_code: '32', payment_terms_days: 30 });
  });
});
