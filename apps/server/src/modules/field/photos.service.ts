import { and, desc, eq, ilike, inArray, isNull, not, or } from 'drizzle-orm';
import { photoTitle, type VisitImage } from '@steelworks/contract/field';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { serverActionTime, type ActionTime } from '../../lib/device-time';
import { removeImage, saveImage, uploadedImage, type FileStore } from '../../lib/files';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { formatDateTime } from '../../lib/business-time';
import { fieldSites, visitEntries, visitImages } from './field.table';
import { findVisit, ownOnly } from './visit-rows';

// Site photos (docs/product/files-and-images.md#who-may-see-a-file).

export const FIELD_IMAGE_FOLDER = 'site-photos';

/** A photo under its answer's keys where the answer shows a column as it is; toImage works out the rest. */
const imageColumns = {
  id: visitImages.id,
  title: visitImages.title,
  message: visitImages.message,
  visit_entry: visitImages.visitId,
  field_staff: visitImages.fieldStaffId,
  fieldsite: visitImages.siteId,
  image: visitImages.image,
  thumbnail: visitImages.thumbnail,
  createdAt: visitImages.createdAt,
  tappedAt: visitImages.tappedAt,
  clock_differs: visitImages.clockDiffers,
  staffName: accounts.fullName,
  staffUsername: accounts.username,
  fieldsite_name: fieldSites.name,
};

function selectImages(db: DbOrTx) {
  return db
    .select(imageColumns)
    .from(visitImages)
    .innerJoin(visitEntries, eq(visitEntries.id, visitImages.visitId))
    .innerJoin(fieldSites, eq(fieldSites.id, visitImages.siteId))
    .innerJoin(accounts, eq(accounts.id, visitImages.fieldStaffId));
}
type ImageRow = Awaited<ReturnType<ReturnType<typeof selectImages>['execute']>>[number];

const IMAGE_PATH = '/api/v1/fieldsite/visit_image';

/** The stored file names give way to the routes that serve the files. */
function toImage({ staffName, staffUsername, createdAt, tappedAt, ...row }: ImageRow, timeZone: string): VisitImage {
  return {
    ...row,
    image: `${IMAGE_PATH}/${row.id}/file`,
    thumbnail: `${IMAGE_PATH}/${row.id}/thumbnail`,
    fieldstaff_name: staffName || staffUsername || '',
    date_added: formatDateTime(createdAt, timeZone),
    tapped_at: tappedAt ? formatDateTime(tappedAt, timeZone) : null,
  };
}

export type ImageListQuery = { search: string; visit_entry?: number; field_staff?: number; fieldsite?: number };

export function listImages(db: DbOrTx, query: ImageListQuery, actor: Caller, timeZone: string): PagedQuery<VisitImage> {
  const own = ownOnly(actor);
  const pattern = query.search ? likePattern(query.search) : undefined;
  // Every condition on visit_images' own columns: each filter is one partial index of live photos (field.table.ts).
  const where = and(
    not(visitImages.visitDeleted),
    own ? eq(visitImages.fieldStaffId, own) : undefined,
    query.visit_entry ? eq(visitImages.visitId, query.visit_entry) : undefined,
    query.field_staff ? eq(visitImages.fieldStaffId, query.field_staff) : undefined,
    query.fieldsite ? eq(visitImages.siteId, query.fieldsite) : undefined,
    pattern ? or(ilike(visitImages.title, pattern), ilike(visitImages.message, pattern)) : undefined,
  );
  return {
    ...cappedCounter(db, () => db.select({ id: visitImages.id }).from(visitImages).where(where), { search: query.search }),
    rows: async (limit, offset) => {
      // As the visits: the page's ids by the photo indexes, then the names of those ten only.
      const pageIds = db
        .select({ id: visitImages.id })
        .from(visitImages)
        .where(where)
        .orderBy(desc(visitImages.id))
        .limit(limit)
        .offset(offset);
      return (await selectImages(db).where(inArray(visitImages.id, pageIds)).orderBy(desc(visitImages.id))).map((row) => toImage(row, timeZone));
    },
  };
}

async function findImage(db: DbOrTx, id: number, actor: Caller): Promise<ImageRow> {
  const own = ownOnly(actor);
  const [row] = await selectImages(db)
    .where(and(eq(visitImages.id, id), isNull(visitEntries.deletedAt), own ? eq(visitImages.fieldStaffId, own) : undefined))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getImage(db: DbOrTx, id: number, actor: Caller, timeZone: string): Promise<VisitImage> {
  return toImage(await findImage(db, id, actor), timeZone);
}

/** The bytes of a photo or its thumbnail, for a caller allowed to see the visit (never a public URL). */
export async function readImageFile(db: DbOrTx, files: FileStore, id: number, which: 'file' | 'thumbnail', actor: Caller) {
  const row = await findImage(db, id, actor);
  const name = which === 'file' ? row.image : row.thumbnail;
  const data = await files.get(FIELD_IMAGE_FOLDER, name);
  if (!data) throw notFound();
  return { name, data };
}

export async function createImage(
  db: DbOrTx,
  files: FileStore,
  input: { visit_entry: number; title: string; message: string; image?: unknown },
  actor: Caller,
  timeZone: string,
  /** When it was taken (the phone's tap, judged against our clock: docs/decisions/033); date_added is its arrival. */
  time: ActionTime = serverActionTime(),
): Promise<VisitImage> {
  const visit = await findVisit(db, input.visit_entry, actor).catch(() => {
    throw fieldError('visit_entry', 'Select a visit entry');
  });
  const data = uploadedImage(input.image);
  if (!data) throw fieldError('image', 'Choose a photo to upload');
  const stored = await saveImage(files, FIELD_IMAGE_FOLDER, data);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(visitImages)
        .values({
          visitId: visit.id,
          fieldStaffId: visit.fieldStaffId,
          siteId: visit.siteId,
          title: photoTitle(input.title || 'Site photo'),
          message: input.message,
          tappedAt: time.tappedAt,
          clockDiffers: time.clockDiffers,
          ...stored,
        })
        .returning({ id: visitImages.id });
      const created = await getImage(tx, row!.id, actor, timeZone);
      await recordAudit(tx, actor, { entity: 'visit_image', id: created.id, action: 'create', after: { ...created } });
      return created;
    });
  } catch (error) {
    await removeImage(files, FIELD_IMAGE_FOLDER, stored);
    throw error;
  }
}

export async function updateImage(
  db: DbOrTx,
  id: number,
  input: { title?: string; message?: string },
  actor: Caller,
  timeZone: string,
): Promise<VisitImage> {
  return db.transaction(async (tx) => {
    const before = await getImage(tx, id, actor, timeZone);
    const changes = { title: input.title === undefined ? undefined : photoTitle(input.title), message: input.message };
    if (changes.title !== undefined || changes.message !== undefined) await tx.update(visitImages).set(changes).where(eq(visitImages.id, id));
    const after = await getImage(tx, id, actor, timeZone);
    await recordAudit(tx, actor, { entity: 'visit_image', id, action: 'update', before, after });
    return after;
  });
}

/** A photo is deleted with its files: nothing refers to it. */
export async function deleteImage(db: DbOrTx, files: FileStore, id: number, actor: Caller): Promise<void> {
  const row = await findImage(db, id, actor);
  await db.transaction(async (tx) => {
    await tx.delete(visitImages).where(eq(visitImages.id, id));
    await recordAudit(tx, actor, { entity: 'visit_image', id, action: 'delete', before: { title: row.title, visit_entry: row.visit_entry } });
  });
  await removeImage(files, FIELD_IMAGE_FOLDER, { image: row.image, thumbnail: row.thumbnail });
}
