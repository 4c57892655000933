import { useQuery } from '@tanstack/react-query';
import { getToken } from '../../../lib/session';

/**
 * A site photo's bytes: photos are served only to signed-in callers allowed to see the visit, so an <img src> (which
 * sends no token) cannot load them. The blob is fetched with the token header and shown through an object URL.
 */
export async function getImageFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `token ${token}` } : {}, signal });
  if (!response.ok) throw new Error(`photo answered ${response.status}`);
  return response.blob();
}

export function useImageFile(url: string) {
  return useQuery({
    queryKey: ['field', 'image-file', url],
    queryFn: ({ signal }) => getImageFile(url, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    meta: { silentError: true, notFound: 'inline' },
  });
}
