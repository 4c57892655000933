import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Screenshots of failed tests and the server log of the last run (`.tmp/` is gitignored). */
export const ARTIFACTS_DIR = path.join(REPO_ROOT, '.tmp', 'e2e-artifacts');
