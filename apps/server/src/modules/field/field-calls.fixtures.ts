import type { Role } from '@steelworks/contract/roles';
import type { TestApp } from '../../../test/harness';
import { accountIdOf } from '../../db/seed-helpers';

/** Test helpers of the field app's tests (field*.test.ts): who manages, a site's fields, the people and site every test starts with. */

export const MANAGERS: Role[] = ['admin', 'productionmanager'];
export const OTHERS: Role[] = ['supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];

export function site_(name: string, location: string, extra: Record<string, unknown> = {}) {
  return { fieldsite_name: name, owner_name: 'Owner One', owner_phone: '9000000001', address: 'Main Road', remark: '', location, ...extra };
}

/** The demo field staff member, a second one made by the admin, and a base site. */
export async function fieldPeopleAndSite(t: TestApp) {
  const fieldId = (await accountIdOf(t.db, 'field'))!;
  const other = await t.call('POST', '/fieldsite/fieldstaff/', {
    as: 'admin',
    body: { username: 'otherfield', full_name: 'Other Field', phone: '9123456780', email: 'otherfield@example.com' },
  });
  const site = await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('Base Site', '(11.0408,76.0849)') });
  return { fieldId, otherStaffId: other.body.id as number, siteId: site.body.id as number };
}
