import { eq } from 'drizzle-orm';
import { NOTIFICATION_EVENT_ROLES } from '@steelworks/contract/notification';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { notifyPeople, peopleOfRoles } from '../notification/notify.service';
import { fieldSites, visitEntries } from './field.table';

/** A phone check-in landed outside its site's geofence: the office hears of it (docs/decisions/034-notifications.md). */
export async function notifyVisitOutsideGeofence(tx: DbOrTx, visitId: number): Promise<void> {
  const [visit] = await tx
    .select({ staff: accounts.fullName, staffId: accounts.id, site: fieldSites.name, distanceM: visitEntries.distanceM })
    .from(visitEntries)
    .innerJoin(accounts, eq(accounts.id, visitEntries.fieldStaffId))
    .innerJoin(fieldSites, eq(fieldSites.id, visitEntries.siteId))
    .where(eq(visitEntries.id, visitId));
  if (!visit) return;
  const people = await peopleOfRoles(tx, NOTIFICATION_EVENT_ROLES.visit_outside_geofence, { accountId: visit.staffId });
  await notifyPeople(
    tx,
    'visit_outside_geofence',
    people.map((p) => ({
      ...p,
      title: `${visit.staff} checked in outside ${visit.site}`,
      body: visit.distanceM === null ? '' : `${visit.distanceM} m from the site`,
      link: `/visit-entry/${visitId}`,
    })),
  );
}
