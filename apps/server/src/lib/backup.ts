import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_FOLDER } from '../db/client';

/**
 * Backups of the embedded database (docs/deploy.md, "Backups"). A backup is a folder: `database.tar.gz` (PGlite's
 * own dump of its data folder) and a copy of `uploads/`. PGlite belongs to one process, so while the server runs the
 * backup command asks the server for it over a Unix socket in DATA_DIR (`control.sock`, reachable only by who may
 * read the data anyway); the server takes it between two queries, so it is consistent while people keep working.
 * The socket also tells a second server that the folder is taken.
 */
const DATABASE_FILE = 'database.tar.gz';
const UPLOADS = 'uploads';

function controlSocketOf(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

/** Writes a backup of the open embedded database into a new folder under `outDir`; answers the folder. */
export async function writeBackup(client: PGlite, dataDir: string, outDir: string): Promise<string> {
  const folder = path.join(path.resolve(outDir), `steelworks-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(folder, { recursive: true });
  // Everything committed goes into the data files first, so the copy needs no recovery when it is loaded.
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(path.join(folder, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
  const uploads = path.join(dataDir, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(folder, UPLOADS), { recursive: true });
  return folder;
}

/**
 * Puts a backup in place of DATA_DIR's database and uploads (the server must be stopped). What was there is kept
 * beside it as `<name>.before-restore-<time>`, never deleted.
 */
export async function restoreBackup(
  backup: string,
  dataDir: string,
  load: (dataDir: string, dump: Blob) => Promise<void>,
): Promise<{ keptAside: string[] }> {
  const dumpFile = path.join(backup, DATABASE_FILE);
  if (!fs.existsSync(dumpFile)) throw new Error(`${backup} holds no ${DATABASE_FILE}: not a backup folder`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const keptAside: string[] = [];
  for (const name of [PGLITE_FOLDER, UPLOADS]) {
    const current = path.join(dataDir, name);
    if (!fs.existsSync(current)) continue;
    const aside = `${current}.before-restore-${stamp}`;
    fs.renameSync(current, aside);
    keptAside.push(aside);
  }
  await load(path.join(dataDir, PGLITE_FOLDER), new Blob([fs.readFileSync(dumpFile)]));
  const uploads = path.join(backup, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dataDir, UPLOADS), { recursive: true });
  return { keptAside };
}

/** Answers backup requests of the backup command while the server runs (main.ts, embedded database only). */
export async function serveBackups(client: PGlite, dataDir: string, log: { info: (o: object, m: string) => void }): Promise<http.Server> {
  const socket = controlSocketOf(dataDir);
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      let outDir = 'backups';
      try {
        outDir = (JSON.parse(body || '{}') as { outDir?: string }).outDir ?? outDir;
      } catch {
        response.writeHead(400).end();
        return;
      }
      writeBackup(client, dataDir, outDir).then(
        (folder) => {
          log.info({ folder }, 'backup written');
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ folder }));
        },
        (error: Error) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message })),
      );
    });
  });
  fs.rmSync(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  fs.chmodSync(socket, 0o600);
  return server;
}

/** Asks the server that runs on `dataDir` for a backup; undefined when no server answers there. */
export async function askServerForBackup(dataDir: string, outDir: string): Promise<string | undefined> {
  const socket = controlSocketOf(dataDir);
  if (!fs.existsSync(socket)) return undefined;
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: socket, method: 'POST', path: '/backup' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        const answer = JSON.parse(body) as { folder?: string; error?: string };
        if (answer.folder) resolve(answer.folder);
        else reject(new Error(answer.error ?? `the server answered ${response.statusCode}`));
      });
    });
    // No one listens (a server that crashed left its socket file): no server runs here.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(undefined) : reject(error),
    );
    request.end(JSON.stringify({ outDir: path.resolve(outDir) }));
  });
}

/** Whether a server is running on this data folder (its socket answers). */
export function serverRunsOn(dataDir: string): Promise<boolean> {
  const socket = controlSocketOf(dataDir);
  if (!fs.existsSync(socket)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const request = http.request({ socketPath: socket, method: 'GET', path: '/' }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.end();
  });
}
