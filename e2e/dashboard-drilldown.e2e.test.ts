/**
 * Dashboard drill-downs in a real browser (issue 29): every number of every role's dashboard that is a link opens its
 * list filtered the same way, so the list's count (what its pager shows) is the number on the card 
 * (docs/product/dashboards.md#drill-down-links). Also the floor display (?tv=1): the admin's fits a 1280 x 800 screen, the sheet user's shows its welcome.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/browser';
import { expectHidden, expectVisible } from './support/expect';
import type { DemoUser } from './support/demo';
import { signIn } from './support/session';

/**
 * A number on a dashboard: `stat`, a card that is itself the link, named "Label: value" (an empty text such as "No
 * Chartered Work Today" is 0); `wage`, the same but counted by its "N transactions" line (its value is money); `list`,
 * a card titled "Title (N)" (no count: 0) whose View All link opens the list.
 */
type CardSpec = { kind: 'stat' | 'wage' | 'list'; name: string };

const STAFF_CARDS: CardSpec[] = [
  { kind: 'stat', name: 'Field App Visits Today' },
  { kind: 'stat', name: 'Chartered Orders' },
  { kind: 'wage', name: 'Wage Paid Today' },
  { kind: 'stat', name: 'Out Of Stock' },
  { kind: 'list', name: 'New Pending Orders' },
  { kind: 'list', name: 'Out Of Stock Items' },
  { kind: 'list', name: 'Finished Products' },
];

const ROLE_CARDS: Record<DemoUser | 'field', CardSpec[]> = {
  admin: STAFF_CARDS,
  manager: STAFF_CARDS,
  supervisor: [{ kind: 'stat', name: 'Finished Products' }],
  store: [
    { kind: 'stat', name: 'Store Items' },
    { kind: 'stat', name: 'Out Of Stock' },
  ],
  dealer: [
    { kind: 'stat', name: 'Total Orders' },
    { kind: 'stat', name: 'Approved Orders' },
  ],
  qc: [{ kind: 'list', name: 'Finished Products' }],
  // These dashboards show no number that opens a list.
  sheets: [],
  worker: [],
  field: [],
};

/** Each card is a dashboard load, a click and a list load: seven of them on a machine shared by several runs. */
const CARDS_TIMEOUT_MS = 240_000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toNumber = (text: string) => Number(text.replace(/[,+]/g, ''));

/** The dashboard, with everything it asks the server answered (a card reads its empty text until its data comes). */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expectVisible(page.getByText(/^Welcome, /));
  await page.waitForLoadState('networkidle');
  // A list card without its rows yet has no count in its title either.
  await expectHidden(page.locator('.mantine-Skeleton-root'), { timeout: 30_000 });
}

/** The card's link and the number it shows. */
async function readCard(page: Page, card: CardSpec): Promise<{ link: ReturnType<Page['locator']>; number: number }> {
  if (card.kind === 'list') {
    const titled = new RegExp(`^${escape(card.name)}( \\(\\d[\\d,]*\\))?$`);
    const box = page.locator('.mantine-Card-root').filter({ has: page.getByText(titled) });
    await expectVisible(box);
    const text = await box.first().getByText(titled).first().innerText();
    const count = /\((\d[\d,]*)\)$/.exec(text);
    return { link: box.first().getByRole('link', { name: 'View All' }), number: count ? toNumber(count[1]!) : 0 };
  }
  const link = page.getByRole('link', { name: new RegExp(`^${escape(card.name)}: `) });
  await expectVisible(link);
  const label = (await link.first().getAttribute('aria-label')) ?? '';
  const value = label.slice(card.name.length + 2);
  if (card.kind === 'wage') {
    const transactions = /(\d[\d,]*) transactions?/.exec(await link.first().innerText());
    return { link: link.first(), number: transactions ? toNumber(transactions[1]!) : 0 };
  }
  return { link: link.first(), number: /^\d[\d,]*\+?$/.test(value) ? toNumber(value) : 0 };
}

/** What the list's pager says it holds ("Showing 1-10 of 42"), once the list has loaded; 0 for an empty list. */
async function listCount(page: Page): Promise<number> {
  const pager = page.getByText(/^(Showing \d[\d,]*-\d[\d,]* of [\d,+]+ · )?Page \d+ of /);
  await expectVisible(pager);
  await page.waitForLoadState('networkidle');
  await expectHidden(page.getByText('Loading...', { exact: true }));
  const text = await pager.first().innerText();
  const shown = /of ([\d,]+\+?) ·/.exec(text);
  return shown ? toNumber(shown[1]!) : 0;
}

describe('every dashboard number opens its list filtered the same way', () => {
  const e2e = useBrowser({ viewport: DESKTOP });

  for (const [user, cards] of Object.entries(ROLE_CARDS) as [DemoUser | 'field', CardSpec[]][]) {
    it(`${user}: ${cards.length ? cards.map((card) => card.name).join(', ') : 'no numbers to open'}`, async () => {
      const page = e2e.page;
      await signIn(page, user);
      await openDashboard(page);
      if (cards.length === 0) {
        const named = await page.locator('a[aria-label]').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''));
        expect(named.filter((name) => /^[^:]+: /.test(name))).toEqual([]);
        return;
      }
      for (const card of cards) {
        await openDashboard(page);
        const { link, number } = await readCard(page, card);
        const before = page.url();
        await link.click();
        await page.waitForURL((url) => url.href !== before);
        const shown = await listCount(page);
        expect.soft(shown, `${user}'s "${card.name}" shows ${number}; its link ${page.url()} lists ${shown}`).toBe(number);
      }
    }, CARDS_TIMEOUT_MS);
  }
});

describe('the floor display (/dashboard?tv=1)', () => {
  const e2e = useBrowser({ viewport: DESKTOP });

  it('fits the admin dashboard on a 1280 x 800 screen without scrolling', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/dashboard?tv=1');
    await expectVisible(page.getByText('Monthly Analytics'));
    await expectVisible(page.getByText('Revenue and Profit'));
    await page.waitForLoadState('networkidle');
    await expectHidden(page.getByRole('banner'));
    const size = await page.evaluate(() => ({ height: document.scrollingElement!.scrollHeight, width: document.scrollingElement!.scrollWidth }));
    expect(size.height).toBeLessThanOrEqual(DESKTOP.height);
    expect(size.width).toBeLessThanOrEqual(DESKTOP.width);
  });

  it('shows the sheet user its welcome, not an empty grey page', async () => {
    const page = e2e.page;
    await signIn(page, 'sheets');
    await page.goto('/dashboard?tv=1');
    await expectVisible(page.getByText('Welcome, Shabeer Ali'));
    await expectVisible(page.getByText(/You see the sheets and record sheet orders/));
    await expectHidden(page.getByRole('banner'));
  });
});
