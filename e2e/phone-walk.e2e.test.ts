/**
 * Every route of every role on a 390 x 844 phone (issue 14 point 2, docs/product/screens-and-texts.md#phone-first). The routes come from the
 * permission table (WEB_ROUTES), so a new route is walked without editing this file; a route with an `:id` takes the
 * first record its list answers (the ones no list resolves are named in the output). Each page must not scroll
 * sideways, and a list's first card must have its main action inside the screen. A screenshot of every page is kept
 * in .tmp/e2e-artifacts/phone-walk/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { canAccess, WEB_ROUTES } from '@steelworks/contract/permissions';
import type { Role } from '@steelworks/contract/roles';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
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
        await page.goto(target);
        // No request for half a second: the page's data has arrived and been drawn. Two frames more let a list or
        // chart that measures itself after drawing take its width.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const { overflow, action, width } = await measure(page);
        await page.screenshot({ path: path.join(SHOTS, `${role}${target.replace(/[/:?=&]+/g, '_')}.png`), fullPage: true });
        if (overflow > 1) failures.push(`${target}: the page is ${overflow} px wider than the screen`);
        if (action && (action.left < 0 || action.right > width + 1)) failures.push(`${target}: the first card's action is off screen`);
      }
      if (skipped.length > 0) console.log(`[phone-walk] ${role}: no record to open for ${skipped.join(', ')}`);
      expect(failures).toEqual([]);
    }, 240_000);
  }
});
