// What the field tests set up alike: the demo field staff and a new site of their own.
import type { TestApp } from '../../../test/harness';
import { accountIdOf } from '../../db/seed-helpers';

/** The demo field staff's id and a new site's, named by the test; `site` adds to or replaces the site's fields. */
export async function fieldStaffAndSite(t: TestApp, site: Record<string, unknown>): Promise<{ fieldId: number; siteId: number }> {
  const fieldId = (await accountIdOf(t.db, 'field'))!;
  const created = await t.call('POST', '/fieldsite/fieldsite/', {
    as: 'admin',
    body: { owner_name: 'Owner', owner_phone: '9000000001', location: '(11.0408,76.0849)', ...site },
  });
  return { fieldId, siteId: created.body.id };
}
