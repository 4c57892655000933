import { ActionIcon, Button, Card, FileInput, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import imageCompression from 'browser-image-compression';
import { photoTitle, shownMessage, type VisitImage } from '@steelworks/contract/field';
import { FIELD_TEXT, FIELD_TOASTS } from '@steelworks/contract/field-text';
import { useEffect, useState } from 'react';
import { confirmAction } from '../../../components/confirm-dialog';
import { Pager } from '../../../components/pager';
import type { PagedQuery } from '../../../components/use-paged-query';
import { useTranslate } from '../../../lib/i18n/i18n';
import { OFFLINE_TEXT } from '../../../lib/offline/offline-text';
import { toastError, toastSuccess } from '../../../lib/toast';
import { queuePhoto, type VisitRef } from '../api/queue-visit-actions';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/get-images';
import { AuthImage } from './auth-image';

/** Phone photos are large; they are shrunk in the browser before upload (the server re-checks them anyway). */
async function compressPhoto(file: File): Promise<Blob> {
  try {
    return await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 1600, useWebWorker: false, fileType: file.type === 'image/png' ? 'image/png' : 'image/jpeg' });
  } catch {
    return file;
  }
}

/** A preview of the chosen file; its object URL is revoked when the file changes or the modal closes. */
function Preview({ file }: { file: File }) {
  const t = useTranslate();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url ? <img src={url} alt={t('Preview')} style={{ maxWidth: '100%', maxHeight: 200, borderRadius: 6 }} /> : null;
}

/**
 * "+ Add Site Photos": photos from the camera or the gallery, with a title and a message. Each photo is shrunk here and
 * goes into the phone's queue (issue 33): it is sent now, or when the network returns; a refusal shows in the queue's
 * list with the server's message.
 */
export function AddPhotosModal({ visitId, siteName, opened, onClose }: { visitId: VisitRef; siteName: string; opened: boolean; onClose: () => void }) {
  const t = useTranslate();
  const [files, setFiles] = useState<File[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFiles([]);
    setMessage('');
    onClose();
  };
  const upload = async () => {
    setBusy(true);
    try {
      for (const file of files) {
        const title = photoTitle(file.name);
        await queuePhoto(visitId, siteName, { image: await compressPhoto(file), title, message });
      }
      if (!navigator.onLine) toastSuccess(OFFLINE_TEXT.savedOffline);
      close();
    } catch {
      // Only a phone that refuses to store anything (no IndexedDB) gets here; the modal keeps the files.
      toastError();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('Add Site Photos')} centered>
      <Stack gap="sm">
        <FileInput
          label={t('Photos')}
          placeholder={t('Take or choose photos')}
          accept="image/png,image/jpeg"
          multiple
          clearable
          value={files}
          onChange={setFiles}
          // Opens the camera on a phone.
          capture="environment"
        />
        {files.length > 0 && (
          <SimpleGrid cols={3}>
            {files.map((file, index) => (
              <Preview key={`${file.name}-${index}`} file={file} />
            ))}
          </SimpleGrid>
        )}
        <TextInput label={t('Message')} value={message} onChange={(e) => setMessage(e.currentTarget.value)} maxLength={1000} />
        <Group justify="flex-end">
          <Button onClick={upload} loading={busy} disabled={files.length === 0}>
            {t('Upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PhotoTile({ photo, onDelete, showWhere = false }: { photo: VisitImage; onDelete?: () => void; showWhere?: boolean }) {
  const t = useTranslate();
  return (
    <Card withBorder p="xs">
      <Card.Section>
        <a href="#photo" onClick={(event) => (event.preventDefault(), openFull(photo))} aria-label={t('Open {{title}}', { title: photo.title })}>
          <AuthImage url={photo.thumbnail} alt={photo.title} h={120} fit="cover" />
        </a>
      </Card.Section>
      <Group justify="space-between" mt={4} wrap="nowrap" gap={4}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" fw={600} truncate title={photo.title}>
            {photo.title}
          </Text>
          <Text size="xs" c="dimmed" title={photo.message}>
            {shownMessage(photo.message)}
          </Text>
          {showWhere && (
            <Text size="xs" c="dimmed" truncate>
              {photo.fieldstaff_name} · {photo.fieldsite_name}
            </Text>
          )}
        </Stack>
        {onDelete && (
          <ActionIcon color="red" variant="subtle" size="sm" aria-label={t('Delete {{title}}', { title: photo.title })} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}

/** The full photo opens in a new tab through an object URL (the file needs the token header). */
async function openFull(photo: VisitImage) {
  const tab = window.open('', '_blank');
  const { getImageFile } = await import('../api/get-image-file');
  const blob = await getImageFile(photo.image);
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  // The new tab has loaded the image by then; the URL is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Photos in a grid of tiles, each with its delete (asked first), or the no-images text when there are none. */
export function PhotoGrid({ photos, showWhere = false }: { photos: PagedQuery<VisitImage>; showWhere?: boolean }) {
  const t = useTranslate();
  const remove = useDeleteImage();
  return photos.rows.length === 0 && !photos.isLoading ? (
    <Text c="dimmed">{t(FIELD_TEXT.noImages)}</Text>
  ) : (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
      {photos.rows.map((photo) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          showWhere={showWhere}
          onDelete={() => confirmAction({ onConfirm: () => remove.mutate(photo.id, { onSuccess: () => toastSuccess(FIELD_TOASTS.imageDeleted) }) })}
        />
      ))}
    </SimpleGrid>
  );
}

/** The Site Photos card of a visit: a paged grid, "+ Add Site Photos" and a delete per photo. */
export function PhotosCard({ visitId, siteName }: { visitId: number; siteName: string }) {
  const t = useTranslate();
  const photos = useImages({ visit_entry: visitId }, 'photos_page');
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder mt="lg">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('Site Photos')}</Title>
        <Button size="xs" onClick={() => setAdding(true)}>
          {t('+ Add Site Photos')}
        </Button>
      </Group>
      <AddPhotosModal visitId={visitId} siteName={siteName} opened={adding} onClose={() => setAdding(false)} />
      <PhotoGrid photos={photos} />
      {photos.lastPage > 1 && <Pager page={photos.page} lastPage={photos.lastPage} onChange={photos.setPage} />}
    </Card>
  );
}
