import crypto from 'node:crypto';
import type { TokenOwner } from '../../lib/auth';

/**
 * What the PDF renderer's browser may read while it prints one document's page (docs/decisions/046-documents-as-pdf.md):
 * a random token that lives in this process's memory only, for a minute at most, and opens only the GET paths of that
 * one document. The browser's requests never leave the process (pdf-renderer.ts answers each one itself), so the token
 * is never on a network; a token from anywhere else matches nothing.
 */
type Grant = { expiresAt: number; paths: ReadonlySet<string> };

const grants = new Map<string, Grant>();
const GRANT_MS = 60_000;
/** Who the renderer is in the API: reads as the office does, of the granted paths only; it never writes. */
const RENDERER: TokenOwner = { accountId: 0, tokenId: 0, username: 'pdf-renderer', role: 'admin', mustChangePassword: false };

export function grantRender(paths: readonly string[]): { token: string; revoke: () => void } {
  const token = crypto.randomBytes(32).toString('hex');
  const key = hashOf(token);
  grants.set(key, { expiresAt: Date.now() + GRANT_MS, paths: new Set(paths) });
  return { token, revoke: () => grants.delete(key) };
}

/** The renderer's identity when `token` is a live grant for this GET path, else null (then the token is no session). */
export function renderGrantOwner(token: string, method: string, url: string): TokenOwner | null {
  const grant = grants.get(hashOf(token));
  if (!grant) return null;
  if (grant.expiresAt <= Date.now()) {
    grants.delete(hashOf(token));
    return null;
  }
  const pathname = url.split('?')[0]!.replace(/\/+$/, '');
  return method === 'GET' && grant.paths.has(pathname) ? RENDERER : null;
}

function hashOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
