import { eq } from 'drizzle-orm';
import type { WorkOrderImage } from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { removeImage, saveImage, uploadedImage, type FileStore } from '../../lib/files';
import { findVisible, IMAGE_FOLDER, toImage } from './work-order-rows';
import { workOrderImages } from './workorder.table';
import type { Caller } from '../../lib/caller';

// ---------------------------------------------------------------------------------------------------------------
// Images with titles

export async function addWorkOrderImage(
  db: DbOrTx,
  files: FileStore,
  id: number,
  input: { title: string; image?: unknown },
  actor: Caller,
): Promise<WorkOrderImage> {
  await findVisible(db, id, actor);
  const upload = uploadedImage(input.image);
  if (!upload) throw fieldError('image', 'Upload a png or jpeg image');
  const stored = await saveImage(files, IMAGE_FOLDER, upload);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(workOrderImages).values({ workOrderId: id, title: input.title, ...stored }).returning();
      await recordAudit(tx, actor, { entity: 'work_order', id, action: 'update', note: `Drawing added: ${input.title || inserted!.id}` });
      return inserted!;
    });
    return toImage(row);
  } catch (error) {
    await removeImage(files, IMAGE_FOLDER, stored);
    throw error;
  }
}

export async function updateWorkOrderImage(db: DbOrTx, imageId: number, title: string, actor: Caller): Promise<WorkOrderImage> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(workOrderImages).where(eq(workOrderImages.id, imageId)).for('update');
    if (!before) throw notFound();
    const [updated] = await tx.update(workOrderImages).set({ title }).where(eq(workOrderImages.id, imageId)).returning();
    if (before.title !== title) {
      await recordAudit(tx, actor, { entity: 'work_order', id: before.workOrderId, action: 'update', note: `Drawing renamed: ${before.title} -> ${title}` });
    }
    return updated!;
  });
  return toImage(row);
}

export async function deleteWorkOrderImage(db: DbOrTx, files: FileStore, imageId: number, actor: Caller): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(workOrderImages).where(eq(workOrderImages.id, imageId)).returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, actor, { entity: 'work_order', id: deleted.workOrderId, action: 'update', note: `Drawing removed: ${deleted.title || deleted.id}` });
    return deleted;
  });
  await removeImage(files, IMAGE_FOLDER, row);
}
