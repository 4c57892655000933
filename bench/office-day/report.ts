// The office day's figures and report (office-day.ts).
import os from 'node:os';
import type { Data } from './plan';
import type { ConfigResult, ProcessMemory } from './processes';
import type { OfficeDayOptions, Sample } from './shared';
import { percentile } from '../lib/percentile';

// Reporting.


function stats(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { requests: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
}

export function summarise(processes: number, seconds: number, samples: Sample[], signIns: ConfigResult['signIns'], crashed: string[]): ConfigResult {
  const all = stats(samples);
  const failed = samples.filter((s) => s.status === 0 || s.status >= 400);
  const reasons = new Map<string, number>();
  for (const s of failed) {
    const key = `${s.label} ${s.status || 'network'}: ${s.reason ?? ''}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  const labels = [...new Set(samples.map((s) => s.label))].sort();
  return {
    processes,
    duration: seconds,
    ...all,
    rps: all.requests / seconds,
    reads: stats(samples.filter((s) => !s.write)),
    writes: stats(samples.filter((s) => s.write)),
    errors: failed.length,
    clientErrors: failed.filter((s) => s.status >= 400 && s.status < 500).length,
    serverErrors: failed.filter((s) => s.status >= 500).length,
    networkErrors: failed.filter((s) => s.status === 0).length,
    topErrors: [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([reason, count]) => ({ reason, count })),
    perLabel: labels.map((label) => {
      const of = samples.filter((s) => s.label === label);
      const st = stats(of);
      return { label, requests: st.requests, p50: st.p50, p95: st.p95, errors: of.filter((s) => s.status === 0 || s.status >= 400).length };
    }),
    memory: [],
    signIns,
    crashed,
  };
}

export function formatReport(results: ConfigResult[], options: OfficeDayOptions, data: Data, loadBefore: number, redisUrl: string): string {
  const f = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));
  const name = (r: ConfigResult) => `${r.processes} process(es)${r.addressing === 'one' ? ', one address for all' : ''}`;
  const short = (r: ConfigResult) => `${r.processes}p${r.addressing === 'one' ? ' 1addr' : ''}`;
  const mem = (m: ProcessMemory[], key: 'idleMb' | 'peakMb') => m.map((p) => f(p[key])).join(' / ');
  const lines = [
    `Office day: scale ${options.scale}, ${options.users} users, ${options.duration} s per configuration, think time ${options.think[0]}-${options.think[1]} s, ` +
      `PostgreSQL ${data.name}${data.reused ? ' (reused)' : ''}, Redis ${redisUrl}, Node ${process.version}, ${os.cpus().length} CPU ${os.cpus()[0]?.model ?? ''}, ` +
      `load average ${loadBefore.toFixed(1)} at start and ${os.loadavg()[0]!.toFixed(1)} at end`,
    '',
    '| processes | addresses | requests | req/s | p50 ms | p95 ms | p99 ms | writes | write p95 ms | errors (4xx / 5xx / network) | RSS idle MB | RSS peak MB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.processes} | ${r.addressing === 'one' ? 'one for all' : 'one each'} | ${r.requests} | ${r.rps.toFixed(1)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.writes.requests} | ${f(r.writes.p95)} | ` +
        `${r.errors} (${r.clientErrors} / ${r.serverErrors} / ${r.networkErrors}) | ${mem(r.memory, 'idleMb')} | ${mem(r.memory, 'peakMb')} |`,
    ),
    '',
  ];
  for (const r of results) {
    if (r.topErrors.length) lines.push(`Top errors with ${name(r)}:`, ...r.topErrors.map((e) => `- ${e.count} x ${e.reason}`), '');
    if (r.crashed.length) lines.push(`Crashed with ${name(r)}:`, ...r.crashed.map((c) => `- ${c}`), '');
  }
  const labels = [...new Set(results.flatMap((r) => r.perLabel.map((l) => l.label)))].sort();
  lines.push(
    `| request | ${results.map((r) => `${short(r)} n / p50 / p95 / err`).join(' | ')} |`,
    `| --- | ${results.map(() => '---').join(' | ')} |`,
    ...labels.map((label) => `| ${label} | ${results.map((r) => {
      const l = r.perLabel.find((x) => x.label === label);
      return l ? `${l.requests} / ${f(l.p50)} / ${f(l.p95)} / ${l.errors}` : '-';
    }).join(' | ')} |`),
    '',
    `Sign-ins (before the day, not in the table): ${results.map((r) => `${short(r)} ${r.signIns.count} in ${r.signIns.seconds.toFixed(1)} s`).join(', ')}.`,
  );
  return lines.join('\n');
}
