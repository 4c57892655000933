import type { VisitImage } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { fieldKeys } from './keys';

/** POST (multipart) /fieldsite/visit_image/ — image, title, message, visit_entry. */
export function createImage(input: { visit_entry: number; title: string; message: string; image: Blob; filename: string }): Promise<VisitImage> {
  const form = new FormData();
  form.set('visit_entry', String(input.visit_entry));
  form.set('title', input.title);
  form.set('message', input.message);
  form.set('image', input.image, input.filename);
  return api.post<VisitImage>('/fieldsite/visit_image/', form);
}

export function useCreateImage() {
  return useReloadingMutation(createImage, { reloads: [fieldKeys.images] });
}
