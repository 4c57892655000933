// The office day's requests: what each role does, one timed request a step (office-day.ts).
import { SHEET_GSMS } from '@steelworks/contract/sheet';
import { type Answer, type Plan, type Sample, type User, sleep } from './shared';

// Requests.

export async function call(origin: string, user: User, method: string, url: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': user.address };
  if (user.token) headers.authorization = `token ${user.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(origin + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed };
}

/** One timed request; a 4xx/5xx or a failed connection is recorded with its reason. */
async function timed(samples: Sample[], origin: string, user: User, label: string, method: string, url: string, body?: unknown): Promise<Answer | null> {
  const write = method !== 'GET';
  const t0 = performance.now();
  try {
    const answer = await call(origin, user, method, url, body);
    const ms = performance.now() - t0;
    samples.push({ label, write, status: answer.status, ms, ...(answer.status >= 400 ? { reason: reasonOf(answer) } : {}) });
    return answer;
  } catch (error) {
    samples.push({ label, write, status: 0, ms: performance.now() - t0, reason: (error as Error).message });
    return null;
  }
}

function reasonOf(answer: Answer): string {
  const body = answer.body as { message?: string; error?: string; detail?: string; error_message?: string } | string | null;
  const text = typeof body === 'string' ? body : (body?.detail ?? body?.error_message ?? body?.message ?? body?.error ?? JSON.stringify(body));
  return String(text).slice(0, 120);
}

const results = (answer: Answer | null) => ((answer?.body as { results?: Array<Record<string, unknown>> } | null)?.results ?? []);

type Queues = { supplies: number[][]; freeDays: Array<Array<{ supervisor: number; date: string }>>; units: Array<Array<{ id: number; work: string }>> };

/** One thing a user does. Weighted picks per role; each action is one request. */
export async function step(user: User, plan: Plan, queues: Queues, users: User[], origin: () => string, samples: Sample[]): Promise<void> {
  const r = user.random;
  const go = (label: string, method: string, url: string, body?: unknown) => timed(samples, origin(), user, label, method, url, body);
  const roll = r.next();
  const month = plan.today.slice(0, 7);
  const lastYear = String(Number(plan.today.slice(0, 4)) - 1);
  const sameRole = users.filter((u) => u.role === user.role);
  const slot = sameRole.indexOf(user);
  switch (user.role) {
    case 'admin': {
      if (roll < 0.2) await go('dashboard-data', 'GET', '/supervisor/dashboard-data/');
      else if (roll < 0.3) await go('graph-month', 'GET', `/supervisor/graph-month/?date=${month}`);
      else if (roll < 0.4) await go('revenue-year', 'GET', `/supervisor/yearly-revenue-graph/?date=${lastYear}`);
      else if (roll < 0.6) await go('orders-list', 'GET', `/order/order/?page=${r.int(1, 3)}`);
      else if (roll < 0.7) await go('calendar-month', 'GET', `/supervisor/calender-data/?date=${month}`);
      else if (roll < 0.8) await go('dealer-search', 'GET', `/dealer/dealer/?search=${r.pick(['nair', 'kumar', 'menon', 'khan'])}`);
      else if (roll < 0.9) await go('audit-log', 'GET', `/audit/log/?page=${r.int(1, 3)}`);
      else await go('supervisor-ledger', 'GET', `/supervisor/supervisor/${r.pick(plan.supervisors)}/`);
      return;
    }
    case 'productionmanager': {
      const days = queues.freeDays[slot] ?? [];
      const units = queues.units[slot] ?? [];
      if (roll < 0.2 && days.length) {
        const day = days.shift()!;
        await go('daily-work-create', 'POST', '/supervisor/supervisor_daily_work/', { supervisor: day.supervisor, date: day.date, cols: r.int(1, 12) });
      } else if (roll < 0.4 && units.length) {
        const unit = units.shift()!;
        await go('work-assign', 'POST', '/production/productionitemwork/', { production_items: [unit.id], worker: r.pick(plan.workerAccounts), work_type: unit.work });
      } else if (roll < 0.55) await go('production-items-pending', 'GET', '/production/productionitem/?status=Pending');
      else if (roll < 0.7) await go('works-list', 'GET', `/production/productionitemwork/?page=${r.int(1, 3)}`);
      else if (roll < 0.8) await go('dashboard-data', 'GET', '/supervisor/dashboard-data/');
      else if (roll < 0.9) await go('planning-readiness', 'GET', '/planning/readiness/');
      else await go('orders-list', 'GET', `/order/order/?status=${r.pick(['Pending', 'Approved', 'Started'])}`);
      return;
    }
    case 'dealer': {
      if (roll < 0.15) {
        const items = Array.from({ length: r.int(1, 3) }, () => r.pick(plan.products));
        const answer = await go('order-create', 'POST', '/order/order/', {
          customer_name: `Office day ${r.name()}`,
          orderitem: [...new Set(items)].map((product) => ({ product, quantity: r.int(1, 4), material: 'GI' })),
        });
        const id = (answer?.body as { id?: number } | null)?.id;
        if (answer?.status === 201 && id) user.orders.push(id);
      } else if (roll < 0.45) {
        const answer = await go('orders-own', 'GET', `/order/order/?page=${r.int(1, 2)}`);
        for (const row of results(answer).slice(0, 5)) if (typeof row.id === 'number' && !user.orders.includes(row.id)) user.orders.push(row.id);
      } else if (roll < 0.65 && user.orders.length) await go('order-detail', 'GET', `/order/order/${r.pick(user.orders)}/`);
      else if (roll < 0.85) await go('product-list', 'GET', `/store/product/?page=${r.int(1, 5)}`);
      else await go('dashboard-data', 'GET', '/supervisor/dashboard-data/');
      return;
    }
    case 'supervisor': {
      if (roll < 0.4) await go('own-ledger', 'GET', `/supervisor/balancetransactions/?page=${r.int(1, 2)}`);
      else if (roll < 0.7) await go('calendar-own', 'GET', `/supervisor/calender-data/?date=${month}`);
      else await go('own-schedule', 'GET', '/supervisor/supervisor_schedule_item/');
      return;
    }
    case 'storemanager': {
      const supplies = queues.supplies[slot] ?? [];
      if (roll < 0.25 && supplies.length) await go('supply-provide', 'PATCH', `/store/storemanagerview/${supplies.shift()!}/`, { status: 'Provided' });
      else if (roll < 0.55) await go('supplies-not-provided', 'GET', '/store/storemanagerview/?status=not%20provided');
      else if (roll < 0.75) await go('store-items', 'GET', `/store/store/?page=${r.int(1, 3)}`);
      else if (roll < 0.9) await go('dashboard-data', 'GET', '/supervisor/dashboard-data/');
      else await go('planning-readiness', 'GET', '/planning/readiness/');
      return;
    }
    case 'sheet_user': {
      if (roll < 0.3 && plan.sheets.length) {
        const sheets = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(plan.sheets)))];
        await go('sheet-deduct', 'POST', '/sheet/sheet_order/', {
          title: `Office day job ${r.int(1, 99_999)}`,
          gsm: r.pick(SHEET_GSMS),
          order_items: sheets.map((sheet) => ({ sheet, quantity: r.int(1, 3) })),
        });
      } else if (roll < 0.65) await go('sheet-orders', 'GET', `/sheet/sheet_order/?page=${r.int(1, 3)}`);
      else await go('sheets-list', 'GET', '/sheet/sheet/');
      return;
    }
    case 'worker': {
      const answer = await go('my-works', 'GET', '/production/my-works/');
      // Only this user's share of its account's works, so two users on one account never move the same work.
      const mine = results(answer).filter((w) => Number(w.id) % user.share.of === user.share.mine);
      const work = mine.find((w) => w.status === 'In Progress') ?? mine.find((w) => w.status === 'Pending');
      if (work && r.next() < 0.6) {
        await sleep(300 + r.next() * 700);
        await go(work.status === 'Pending' ? 'work-start' : 'work-complete', 'PATCH', `/production/productionitemwork/${String(work.id)}/`, {
          status: work.status === 'Pending' ? 'In Progress' : 'Completed',
        });
      }
      return;
    }
    case 'fieldstaff': {
      if (user.openVisit) {
        if (roll < 0.35) {
          const site = r.pick(plan.sites);
          const answer = await go('check-out', 'POST', `/fieldsite/visitentry/${user.openVisit}/check-out/`, { latitude: site.lat, longitude: site.lng, accuracy: 12 });
          if (answer && answer.status < 400) user.openVisit = null;
        } else await go('own-visits', 'GET', '/fieldsite/visitentry?limit=10');
      } else if (user.share.mine === 0 && roll < 0.5) {
        const site = r.pick(plan.sites);
        const answer = await go('check-in', 'POST', '/fieldsite/visitentry/check-in/', { fieldsite: site.id, latitude: site.lat, longitude: site.lng, accuracy: 10 });
        const id = (answer?.body as { id?: number } | null)?.id;
        if (answer && answer.status < 400 && id) user.openVisit = id;
      } else await go('own-visits', 'GET', '/fieldsite/visitentry?limit=10');
      return;
    }
  }
}
