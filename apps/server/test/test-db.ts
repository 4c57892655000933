import path from 'node:path';

export const SNAPSHOT_FILE = path.join(import.meta.dirname, '../../../node_modules/.cache/steelworks-test/snapshot.tar');
export const TEMPLATE_DB = 'steelworks_test_template';

/** The maintenance database of the server in TEST_DATABASE_URL, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
