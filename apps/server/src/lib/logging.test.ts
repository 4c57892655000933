import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openPglite } from '../db/client';
import { useTestApp } from '../../test/harness';
import { mailOutbox } from '../db/accounts.table';

describe('request logs', () => {
  const t = useTestApp();
  let logged = '';

  it('never contain a password, a token or a temporary password', async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    // A second app on the same database, logging at the most verbose level into `logged`.
    const app = await buildApp({ db: t.db, config: { ...t.config }, logger: { level: 'trace', stream } });
    const login = await app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { username: 'admin', password: 'Demo@1234' } });
    const token = login.json().token as string;
    await app.inject({ method: 'GET', url: '/api/v1/account/profile', headers: { authorization: `token ${token}` } });
    await app.inject({ method: 'POST', url: '/api/v1/account/forgot_password', payload: { email: 'dealer@steelworks.example' } });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/account/change_password',
      headers: { authorization: `token ${token}` },
      payload: { old_password: 'Demo@1234', new_password: 'Secret-Word-42', confirm_new_password: 'Secret-Word-42' },
    });
    await app.close();
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const temporary = /Temporary password: (\S+)/.exec(mail!.body)![1]!;

    expect(logged).toContain('request completed');
    expect(logged).toContain('mail kept in outbox');
    for (const secret of ['Demo@1234', 'Secret-Word-42', token, temporary]) expect(logged).not.toContain(secret);
  });
});

describe('the server', () => {
  it('refuses to start when an API route declares no access', async () => {
    const database = await openPglite(undefined);
    const app = await buildApp({ db: database.db, config: readConfig({ WEB_DIST: '' }), logger: false });
    expect(() => app.get('/api/v1/undeclared', async () => ({}))).toThrow(/declares no access/);
    await app.close();
    await database.close();
  });
});
