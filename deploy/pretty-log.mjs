#!/usr/bin/env node
// Reads the server's JSON log lines on stdin and prints them for a person: time, level, process, request id, message,
// then the other fields. Shipped with the release, with no dependencies, so reading logs during an incident needs no
// download (docs/deploy.md, section 5):
//   journalctl -u 'steelworks@*' -o cat -f | node deploy/pretty-log.mjs
// Lines that are not JSON pass through as they are.
import readline from 'node:readline';

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const OWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

for await (const line of readline.createInterface({ input: process.stdin })) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    console.log(line);
    continue;
  }
  if (typeof entry !== 'object' || entry === null) {
    console.log(line);
    continue;
  }
  const time = new Date(entry.time ?? Date.now()).toISOString().replace('T', ' ').slice(0, 23);
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !OWN.has(key)));
  const parts = [time, (LEVELS[entry.level] ?? String(entry.level)).padEnd(5), `pid ${entry.pid ?? '-'}`];
  if (entry.reqId) parts.push(`[${entry.reqId}]`);
  parts.push(entry.msg ?? '');
  if (Object.keys(rest).length) parts.push(JSON.stringify(rest));
  console.log(parts.join(' '));
}
