/**
 * Every route of every role on a 390 x 844 phone (issue 14 point 2, docs/product/screens-and-texts.md#phone-first). The routes come from the
 * permission table (WEB_ROUTES), so a new route is walked without editing this file; a route with an `:id` takes the
 * first record its list answers (the ones no list resolves are named in the output). Each page must not scroll
 * sideways, and a list's first card must have its main action inside the screen. Each route is opened by the app's
 * own navigation after one sign-in (as a user moves between screens), and a page that fails keeps its screenshot in
 * .tmp/e2e-artifacts/phone-walk/ (docs/decisions/060-suite-time.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { canAccess, WEB_ROUTES } from '@steelworks/contract/permissions';
import type { Role } from '@steelworks/contract/roles';
import { api } from './support/api';
import { PHONE, STEP_TIMEOUT_MS, useBrowser } from './support/browser';
import { DEMO_USERS, type DemoUser } from './support/demo';
import { ARTIFACTS_DIR } from './support/paths';
import { signIn } from './support/session';

const SHOTS = path.join(ARTIFACTS_DIR, 'phone-walk');

/** Where the first record of an `:id` route comes from: the list that route is opened from. */
const ID_SOURCES: Array<[RegExp, string]> = [
  [/^\/(dealers|dealer\/update|billing\/statement)\//, '/dealer/dealer/'],
  [/^\/(supervisors|supervisor\/update)\//, '/supervisor/supervisor/'],
  [/^\/storemanagers\//, '/account/storemanager/'],
  [/^\/qualitycheckers\//, '/account/qualitychecker/'],
  [/^\/productionmanagers\//, '/account/production_manager/'],
  [/^\/workers\//, '/account/worker/'],
  [/^\/sheetusers\//, '/account/sheetuser/'],
  [/^\/store\/update\//, '/store/store/'],
  [/^\/sheet\/update\//, '/sheet/sheet/'],
  [/^\/sheets\/sheetorders\/update\//, '/sheet/sheet_order/'],
  [/^\/(products|product\/update)\//, '/store/product/'],
  [/^\/orders\//, '/order/order/'],
  [/^\/order\/update\//, '/order/order/?status=Pending'],
  [/^\/workorders\//, '/workorders/workorder/'],
  [/^\/production-items\//, '/production/productionitem/'],
  [/^\/production-item-works\//, '/production/productionitemwork/'],
  [/^\/fieldstaff\//, '/fieldsite/fieldstaff/'],
  [/^\/(fieldsite|field-site\/update)\//, '/fieldsite/fieldsite/'],
  [/^\/(visit-entry|visitEntry\/update)\//, '/fieldsite/visitentry/'],
  [/^\/billing\/invoices\//, '/billing/invoices'],
  [/^\/billing\/credit-notes\//, '/billing/credit-notes'],
  [/^\/billing\/payments\//, '/billing/payments'],
  [/^\/cutting\/plans\//, '/cutting/plans'],
  [/^\/purchase\/suppliers\//, '/purchase/suppliers/'],
  [/^\/purchase\/orders\//, '/purchase/orders/'],
  [/^\/purchase\/bills\//, '/purchase/bills/'],
];

/** The demo sign-in of each role (the field staff's is `field`). */
const USERS: Array<[DemoUser | 'field', Role]> = [
  ...(Object.entries(DEMO_USERS) as Array<[DemoUser, { role: Role }]>).map(([user, { role }]) => [user, role] as [DemoUser, Role]),
  ['field', 'fieldstaff'],
];

async function firstId(user: string, route: string): Promise<number | undefined> {
  const source = ID_SOURCES.find(([pattern]) => pattern.test(route))?.[1];
  if (!source) return undefined;
  const answer = await api.as(user).get<{ results?: Array<{ id: number }> }>(source);
  if (answer.status === 200) return answer.body.results?.[0]?.id;
  // A dealer opens its own dealer page ("My Orders") and its own statement without seeing the dealer list.
  if (route.startsWith('/dealers/') || route.startsWith('/billing/statement/')) return (await api.as(user).get<{ dealer_id?: number | null }>('/account/profile/')).body.dealer_id ?? undefined;
  return undefined;
}

/** The requests a page has sent and not yet had an answer to (a failed one counts as answered). */
function watchRequests(page: Page): { open: Set<Request>; stop: () => void } {
  const open = new Set<Request>();
  const sent = (request: Request) => open.add(request);
  const answered = (request: Request) => open.delete(request);
  page.on('request', sent).on('requestfinished', answered).on('requestfailed', answered);
  return { open, stop: () => page.off('request', sent).off('requestfinished', answered).off('requestfailed', answered) };
}

/**
 * Opens `target` by the router's own navigation (a history entry and the popstate the router listens to), without
 * reloading the app, then waits until every request the page sent (its data, its lazy code) is answered and none has
 * started two frames later: what a dependent query, or a list that takes its width after drawing, needs.
 */
async function openInApp(page: Page, open: Set<Request>, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  do {
    while (open.size > 0) {
      if (Date.now() > deadline) throw new Error(`${target}: ${[...open].map((request) => request.url()).join(', ')} not answered`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } while (open.size > 0);
}

/** How far the page reaches past the right edge, and whether the first list card's main action is on screen. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const action = document.querySelector('[role="listitem"] [data-card-action] a, [role="listitem"] [data-card-action] button');
    const box = action?.getBoundingClientRect();
    return { overflow, action: box ? { left: box.left, right: box.right } : null, width: window.innerWidth };
  });
}

describe('every route of every role on a phone', () => {
  const e2e = useBrowser({ viewport: PHONE });

  for (const [user, role] of USERS) {
    it(`${role}: no page scrolls sideways and each list's action is in reach`, async () => {
      const page = e2e.page;
      fs.mkdirSync(SHOTS, { recursive: true });
      await signIn(page, user);
      const requests = watchRequests(page);
      const routes = WEB_ROUTES.filter((route) => canAccess(role, route.area)).map((route) => route.path);
      const failures: string[] = [];
      const skipped: string[] = [];
      for (const route of routes) {
        let target = route;
        if (route.includes(':id')) {
          const id = await firstId(user, route);
          if (id === undefined) {
            skipped.push(route);
            continue;
          }
          target = route.replace(':id', String(id));
        }
        await openInApp(page, requests.open, target);
        const { overflow, action, width } = await measure(page);
        const before = failures.length;
        if (overflow > 1) failures.push(`${target}: the page is ${overflow} px wider than the screen`);
        if (action && (action.left < 0 || action.right > width + 1)) failures.push(`${target}: the first card's action is off screen`);
        if (failures.length > before) {
          await page.screenshot({ path: path.join(SHOTS, `${role}${target.replace(/[/:?=&]+/g, '_')}.png`), fullPage: true });
        }
      }
      requests.stop();
      if (skipped.length > 0) console.log(`[phone-walk] ${role}: no record to open for ${skipped.join(', ')}`);
      expect(failures).toEqual([]);
    }, 240_000);
  }
});
