// `npm run bench -- --office-day`: an office day of simulated users (each role's reads and writes, with think time)
// against the built server started as one and then two child processes on one PostgreSQL database and one Redis.
// See bench/README.md "Office day (issue 28)". The parts: office-day/shared.ts (options, roles, users), plan.ts (data,
// users and their work), processes.ts (one configuration of N processes), requests.ts (what each role does), report.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, castUsers, makePlan, prepareData } from './office-day/plan';
import { type ConfigResult, runConfiguration } from './office-day/processes';
import { formatReport } from './office-day/report';
import { type Generator, type Log, MIX, OFFICE_ADDRESS, type OfficeDayOptions, type RoleName, userAddress } from './office-day/shared';

export async function runOfficeDay(options: OfficeDayOptions, generate: Generator, log: Log): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const data = await prepareData(options, generate, log);
  if (options.prepareOnly) {
    log(`data ready in ${data.name} (--prepare-only); run again without it to load the server`);
    return;
  }
  buildServer(log);
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const direct = new pg.Client({ connectionString: data.url });
  await direct.connect();
  const results: ConfigResult[] = [];
  try {
    const accounts = await direct.query<{ id: number; username: string; role: RoleName }>(
      // A dealer or supervisor account needs its dealers / supervisors row to do its work (the demo seed's may lack it).
      `select a.id, a.username, a.role from accounts a where a.active and a.role = any($1::role[])
         and (a.role <> 'dealer' or exists (select 1 from dealers d where d.account_id = a.id))
         and (a.role <> 'supervisor' or exists (select 1 from supervisors s where s.account_id = a.id))
       order by a.id`,
      [MIX.map(([r]) => r)],
    );
    const users = castUsers(options.users, accounts.rows);
    let unitsTaken = new Set<number>();
    let daysTaken = new Set<string>();
    for (const count of options.processes) {
      for (const addressing of options.addresses) {
        const plan = await makePlan(direct, users, unitsTaken, daysTaken);
        unitsTaken = new Set([...unitsTaken, ...plan.units.flat().map((u) => u.id)]);
        daysTaken = new Set([...daysTaken, ...plan.freeDays.flat().map((d) => `${d.supervisor} ${d.date}`)]);
        for (const user of users) user.address = addressing === 'one' ? OFFICE_ADDRESS : userAddress(user.index);
        results.push({ ...(await runConfiguration(count, users, plan, options, data.url, redisUrl, log)), addressing });
      }
    }
  } finally {
    await direct.end();
  }
  const report = formatReport(results, options, data, loadBefore, redisUrl);
  console.log(`\n${report}`);
  const resultsDir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-office-day-scale-${options.scale}.json`);
  fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), options, database: data.name, sizes: data.sizes, results }, null, 2));
  log(`results written to ${path.relative(process.cwd(), file)}`);
  if (options.out) {
    fs.writeFileSync(options.out, `${report}\n`);
    log(`markdown written to ${options.out}`);
  }
  if (results.some((r) => r.errors > 0 || r.crashed.length > 0)) process.exitCode = 1;
}

