import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { supervisors } from '../supervisor/supervisor.table';
import { accounts, mailOutbox } from '../../db/accounts.table';

const t = useTestApp();

const login = (username: string, password: string) => t.call('POST', '/account/login', { body: { username, password } });

async function lastMailTo(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}
const temporaryPasswordIn = (body: string) => /Temporary password: (\S+)/.exec(body)?.[1] ?? '';

describe('POST /account/login', () => {
  it('signs in with the username in any case and answers token, username, role', async () => {
    const response = await login('ADMIN', 'Demo@1234');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: 'admin', role: 'admin', must_change_password: false });
    expect(response.body.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrongPassword = await login('dealer', 'nope-nope');
    const unknownUser = await login('nobody-here', 'nope-nope');
    expect(wrongPassword).toMatchObject({ status: 400, body: { error_message: 'Invalid username or password' } });
    expect(unknownUser).toMatchObject({ status: 400, body: { error_message: 'Invalid username or password' } });
  });

  it('requires username and password with field messages', async () => {
    const response = await login('', '');
    expect(response.status).toBe(400);
    expect(response.body.username).toEqual(['Please enter your username']);
    expect(response.body.password).toEqual(['Please enter your password']);
    expect(response.body.error_message).toBe('Please enter your username');
  });

  it('rate-limits repeated failures per username and address, and then refuses even the right password', async () => {
    for (let i = 0; i < t.config.loginFailuresAllowed; i++) expect((await login('worker', 'wrong-password')).status).toBe(400);
    const blocked = await login('worker', 'Demo@1234');
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many failed sign-ins/);
    // Another user from the same address is not locked out by it.
    expect((await login('qc', 'Demo@1234')).status).toBe(200);
  });

  it('refuses a blocked (inactive) account', async () => {
    await t.db.update(accounts).set({ active: false }).where(eq(accounts.username, 'sheets'));
    expect((await login('sheets', 'Demo@1234')).body).toEqual({ error_message: 'Invalid username or password', code: 'rule_refused' });
    await t.db.update(accounts).set({ active: true }).where(eq(accounts.username, 'sheets'));
  });
});

describe('POST /account/logout', () => {
  it('revokes every token of the account (all devices)', async () => {
    const first = (await login('store', 'Demo@1234')).body.token;
    const second = (await login('store', 'Demo@1234')).body.token;
    expect((await t.call('POST', '/account/logout/', { token: first })).body).toEqual({ message: 'Logged out successfully' });
    expect((await t.call('GET', '/account/profile', { token: second })).status).toBe(401);
  });

  it('"Logout On This Device" revokes only the token of that device', async () => {
    const thisDevice = (await login('store', 'Demo@1234')).body.token;
    const otherDevice = (await login('store', 'Demo@1234')).body.token;
    expect((await t.call('POST', '/account/logout_this_device/', { token: thisDevice })).body).toEqual({ message: 'Logged out successfully' });
    expect((await t.call('GET', '/account/profile', { token: thisDevice })).status).toBe(401);
    expect((await t.call('GET', '/account/profile', { token: otherDevice })).status).toBe(200);
  });

  it('accepts the keyword "Token" in any case', async () => {
    const token = (await login('store', 'Demo@1234')).body.token;
    const response = await t.call('GET', '/account/profile', { headers: { authorization: `Token ${token}` } });
    expect(response.status).toBe(200);
  });
});

describe('profile', () => {
  it('shows the signed-in account', async () => {
    const response = await t.call('GET', '/account/profile/', { as: 'qualitychecker' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: 'qc', role: 'qualitychecker', email: 'qc@steelworks.example', phone: '9800000008' });
  });

  it('updates name, email and phone, and validates them', async () => {
    const bad = await t.call('PATCH', '/account/profile', { as: 'qualitychecker', body: { phone: '123', email: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.phone).toEqual(['Your number must be 10 characters']);
    expect(bad.body.email).toEqual(['Enter a valid email']);
    const good = await t.call('PATCH', '/account/profile', { as: 'qualitychecker', body: { full_name: 'Kavya N', phone: '9812345678' } });
    expect(good.body).toMatchObject({ full_name: 'Kavya N', phone: '9812345678' });
  });
});

describe("profile in the 2022 client's shapes (docs/product/client-2022-names.md#people)", () => {
  it('answers the name split at its last space, and takes first_name + last_name instead of full_name', async () => {
    const before = await t.call('GET', '/account/profile/', { as: 'sheet_user' });
    expect(before.body).toMatchObject({ full_name: 'Shabeer Ali', first_name: 'Shabeer', last_name: 'Ali' });
    const renamed = await t.call('PATCH', '/account/profile/', { as: 'sheet_user', body: { first_name: 'Shabeer K', last_name: 'Ali' } });
    expect(renamed.body).toMatchObject({ full_name: 'Shabeer K Ali', first_name: 'Shabeer K', last_name: 'Ali' });
    const oneWord = await t.call('PATCH', '/account/profile/', { as: 'sheet_user', body: { first_name: 'Shabeer', last_name: '' } });
    expect(oneWord.body).toMatchObject({ full_name: 'Shabeer', first_name: 'Shabeer', last_name: '' });
    // Half a name would drop the other half: refused, nothing changed.
    const half = await t.call('PATCH', '/account/profile/', { as: 'sheet_user', body: { last_name: 'Ali' } });
    expect(half).toMatchObject({ status: 400, body: { first_name: ['Send first_name and last_name together, or full_name'] } });
    expect((await t.call('GET', '/account/profile/', { as: 'sheet_user' })).body.full_name).toBe('Shabeer');
  });

  it("answers a supervisor's cols_per_day, cost_per_col and balance at the top as well as under supervisor", async () => {
    const [account] = await t.db.select().from(accounts).where(eq(accounts.username, 'supervisor'));
    const [row] = await t.db
      .insert(supervisors)
      .values({ accountId: account!.id, colsPerDay: 12, costPerCol: '150.00', balance: '2500.00' })
      .returning({ id: supervisors.id });
    const profile = (await t.call('GET', '/account/profile/', { as: 'supervisor' })).body;
    expect(profile).toMatchObject({
      cols_per_day: 12,
      cost_per_col: '150.00',
      balance: '2500.00',
      supervisor: { id: row!.id, cols_per_day: 12, cost_per_col: '150.00', balance: '2500.00' },
    });
    // Only a supervisor has them.
    const other = (await t.call('GET', '/account/profile/', { as: 'storemanager' })).body;
    expect(other).not.toHaveProperty('cols_per_day');
    expect(other).not.toHaveProperty('balance');
  });
});

describe('PUT /account/change_password', () => {
  it('needs matching passwords of at least 8 characters and the right old password', async () => {
    const mismatch = await t.call('PUT', '/account/change_password/', {
      as: 'dealer',
      body: { old_password: 'Demo@1234', new_password: 'Another#123', confirm_new_password: 'Another#124' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.confirm_new_password).toEqual(['Passwords do not match']);
    const short = await t.call('PUT', '/account/change_password/', {
      as: 'dealer',
      body: { old_password: 'Demo@1234', new_password: 'short', confirm_new_password: 'short' },
    });
    expect(short.body.new_password).toEqual(['Your password must be at least 8 characters']);
    const wrongOld = await t.call('PUT', '/account/change_password/', {
      as: 'dealer',
      body: { old_password: 'not-it', new_password: 'Another#123', confirm_new_password: 'Another#123' },
    });
    expect(wrongOld.body).toEqual({ error_message: 'Your current password is not correct', old_password: ['Your current password is not correct'], code: 'validation_failed' });
  });

  it('changes the password, keeps this session, and ends the others', async () => {
    const other = (await login('supervisor', 'Demo@1234')).body.token;
    const current = (await login('supervisor', 'Demo@1234')).body.token;
    const response = await t.call('PUT', '/account/change_password', {
      token: current,
      body: { old_password: 'Demo@1234', new_password: 'Brand-new-9', confirm_new_password: 'Brand-new-9' },
    });
    expect(response.status).toBe(200);
    expect((await t.call('GET', '/account/profile', { token: current })).status).toBe(200);
    expect((await t.call('GET', '/account/profile', { token: other })).status).toBe(401);
    expect((await login('supervisor', 'Demo@1234')).status).toBe(400);
    expect((await login('supervisor', 'Brand-new-9')).status).toBe(200);
  });
});

describe('POST /account/forgot_password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const before = await t.db.select().from(mailOutbox);
    const unknown = await t.call('POST', '/account/forgot_password/', { body: { email: 'nobody@nowhere.example' } });
    const known = await t.call('POST', '/account/forgot_password/', { body: { email: 'Manager@steelworks.example' } });
    // `response` carries the same text for the 2022 client, which shows that key.
    expect(unknown).toMatchObject({
      status: 200,
      body: { message: 'Your new password has been sent to your email', response: 'Your new password has been sent to your email' },
    });
    expect(known.body).toEqual(unknown.body);
    const after = await t.db.select().from(mailOutbox);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.to).toBe('manager@steelworks.example');
  });

  it('does the same work for a known and an unknown email, after the answer, and takes about as long', async () => {
    const jobs = t.app.ctx.jobs;
    const sample = async (email: string) => {
      // The per-email and per-address limits would stop 20 samples; they are not what is measured here.
      await t.app.ctx.limiter.reset(`forgot:email:${email.toLowerCase()}`);
      await t.app.ctx.limiter.reset('forgot:address:127.0.0.1');
      // What the previous sample's job left behind (PGlite writing out its transaction, garbage) settles first: it
      // otherwise lands on whichever sample comes next, known or unknown alike, and a median of 20 can catch it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = performance.now();
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/account/forgot_password/', payload: { email } });
      const ms = performance.now() - started;
      await jobs.idle();
      return { ms, status: response.statusCode, body: response.body };
    };
    const jobsBefore = jobs.started.get('forgot-password') ?? 0;
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const known = [];
    const unknown = [];
    for (let i = 0; i < 20; i++) {
      known.push(await sample('sheets@steelworks.example'));
      unknown.push(await sample(`nobody-${i}@nowhere.example`));
    }
    // The same answer, and the same work in the request: each one handed exactly one job to after the answer.
    for (const answer of [...known, ...unknown]) expect(answer).toMatchObject({ status: 200, body: known[0]!.body });
    expect(jobs.started.get('forgot-password')).toBe(jobsBefore + 40);
    // Only the job found the known account: 20 mails, none for the unknown addresses.
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore + 20);
    const median = (samples: { ms: number }[]) => samples.map((s) => s.ms).sort((a, b) => a - b)[10]!;
    const [fast, slow] = [median(known), median(unknown)].sort((a, b) => a - b);
    // Generous: the request path is identical, so neither median is a multiple of the other (hashing took ~18 ms).
    expect(slow!).toBeLessThan(fast! * 3 + 5);
  });

  it('keeps the old password working until the temporary one is used, which works once and forces a change', async () => {
    await t.call('POST', '/account/forgot_password/', { body: { email: 'worker@steelworks.example' } });
    const temporary = temporaryPasswordIn((await lastMailTo('worker@steelworks.example'))!.body);
    expect(temporary).toHaveLength(12);
    await t.app.ctx.limiter.reset('login:127.0.0.1:worker');
    expect((await login('worker', 'Demo@1234')).status).toBe(200);

    const signedIn = await login('worker', temporary);
    expect(signedIn.body).toMatchObject({ username: 'worker', must_change_password: true });
    // Used once: neither the temporary nor the old password works any more.
    expect((await login('worker', temporary)).status).toBe(400);
    expect((await login('worker', 'Demo@1234')).status).toBe(400);

    // Until the change, only profile, change password and logout answer.
    const token = signedIn.body.token;
    expect((await t.call('GET', '/account/profile', { token })).body.must_change_password).toBe(true);
    expect((await t.call('PATCH', '/account/profile', { token, body: { full_name: 'W' } })).body).toEqual({
      detail: 'You must change your password before continuing.',
      code: 'password_change_required',
    });
    const changed = await t.call('PUT', '/account/change_password', {
      token,
      body: { new_password: 'Worker-pass-1', confirm_new_password: 'Worker-pass-1' },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/account/profile', { token })).body.must_change_password).toBe(false);
    expect((await login('worker', 'Worker-pass-1')).status).toBe(200);
  });

  it('refuses an expired temporary password', async () => {
    await t.call('POST', '/account/forgot_password/', { body: { email: 'qc@steelworks.example' } });
    const temporary = temporaryPasswordIn((await lastMailTo('qc@steelworks.example'))!.body);
    await t.db.update(accounts).set({ tempPasswordExpiresAt: new Date(Date.now() - 1000) }).where(eq(accounts.username, 'qc'));
    expect((await login('qc', temporary)).status).toBe(400);
  });

  it('validates the email and limits requests per email', async () => {
    expect((await t.call('POST', '/account/forgot_password/', { body: { email: 'not-an-email' } })).body.email).toEqual([
      'Enter a valid email',
    ]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await t.call('POST', '/account/forgot_password/', { body: { email: 'flood@example.com' } })).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('GET /account/outbox', () => {
  it('lets the admin read the mail kept in the embedded install, paged and searchable', async () => {
    const response = await t.call('GET', '/account/outbox/?search=manager', { as: 'admin' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ next: null, previous: null });
    expect(response.body.results[0]).toMatchObject({ to: 'manager@steelworks.example', subject: 'Your temporary password' });
  });

  it('finds mail by address or subject, newest first, each message once, across pages', async () => {
    const mail = (to: string, subject: string) => ({ to, subject, body: 'Hello' });
    // Mail to the address, mail that only names it in the subject, and mail that does both (counted once).
    const inserted = await t.db
      .insert(mailOutbox)
      .values([
        ...Array.from({ length: 9 }, () => mail('quartz.kiln@example.com', 'Your temporary password')),
        mail('other.person@example.com', 'Re: quartz.kiln order'),
        mail('quartz.kiln@example.com', 'quartz.kiln: order shipped'),
        mail('other.person@example.com', 'Your Steelworks account'),
        ...Array.from({ length: 3 }, () => mail('QUARTZ.KILN.2@example.com', 'Invoice')),
      ])
      .returning({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject });
    const expected = inserted
      .filter((row) => /quartz\.kiln/i.test(row.to) || /quartz\.kiln/i.test(row.subject))
      .map((row) => row.id)
      .sort((a, b) => b - a);

    const first = await t.call('GET', '/account/outbox/?search=Quartz.Kiln', { as: 'admin' });
    const second = await t.call('GET', '/account/outbox/?search=Quartz.Kiln&page=2', { as: 'admin' });
    expect(first.body.count).toBe(14);
    expect(second.body.count).toBe(14);
    expect([...first.body.results, ...second.body.results].map((row: { id: number }) => row.id)).toEqual(expected);
    expect(second.body.next).toBeNull();

    // A later address is searchable as soon as its mail is written (the trigger keeps mail_recipients).
    const one = await t.call('GET', '/account/outbox/?search=kiln.2@', { as: 'admin' });
    expect(one.body).toMatchObject({ count: 3, results: [{ to: 'QUARTZ.KILN.2@example.com', subject: 'Invoice' }, {}, {}] });
    expect((await t.call('GET', '/account/outbox/?search=no-such-address@', { as: 'admin' })).body).toMatchObject({ count: 0, results: [] });
  });
});

describe('errors', () => {
  /** A sign-in whose body is sent as it is, with the content type given. */
  const postLoginAs = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/account/login', headers: { 'content-type': contentType }, payload });

  it('answers 404 in the documented shape for an unknown API path', async () => {
    expect(await t.call('GET', '/no/such/thing')).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('answers 400 for malformed JSON and 413 for an oversized body, without internals', async () => {
    const malformed = await postLoginAs('application/json', '{"username": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error_message: expect.stringMatching(/not valid JSON/), code: 'unreadable_request' });
    const huge = await t.call('POST', '/account/login', { body: { username: 'a'.repeat(2 * 1024 * 1024), password: 'x' } });
    expect(huge).toMatchObject({ status: 413, body: { detail: 'file size is Too Large' } });
  });

  it('answers 400 for a broken multipart body and a JSON null, 415 for an unsupported content type', async () => {
    const multipart = await postLoginAs('multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin');
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toEqual({ error_message: expect.any(String), code: 'unreadable_request' });
    const nullBody = await t.call('POST', '/store/product/', { as: 'admin', body: 'null', headers: { 'content-type': 'application/json' } });
    expect(nullBody).toMatchObject({ status: 400, body: { error_message: expect.any(String) } });
    const text = await t.call('POST', '/account/login', { body: '<login/>', headers: { 'content-type': 'application/xml' } });
    expect(text).toMatchObject({ status: 415, body: { error_message: expect.any(String) } });
  });

  it('answers 404 for a path id that is not plain decimal digits or beyond any id', async () => {
    for (const id of ['abc', '99999999999', '-1', '0x10', '%201', '1e1', '0']) {
      expect(await t.call('GET', `/dealer/dealer/${id}/`, { as: 'admin' })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    }
  });

  it('answers the health check without sign-in', async () => {
    expect(await t.call('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('sends security headers', async () => {
    const response = await t.call('GET', '/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
