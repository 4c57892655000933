import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { setPhoneScreen } from '../../../test/match-media';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, type FetchHandler } from '../../../test/render';
import { cutPlan, paged, summary } from './cut-plan-fixtures';

/** Issue 40 point 9: the cutter's screens, its notifications, page counts and units in Hindi (decision 035). */
beforeAll(preloadShell, 60_000);
afterEach(async () => {
  setPhoneScreen(false);
  await applyLanguage('en');
});

const WORKER = { ...ADMIN_PROFILE, id: 9, username: 'worker', full_name: 'Manoj Kumar', role: 'worker', language: 'hi' } as const;

function hindiWorker(handler: FetchHandler) {
  signInAs('worker');
  setPhoneScreen(true);
  return mockApi((request) => (request.path === '/account/profile' ? jsonResponse(WORKER) : handler(request)));
}

describe('the cut list in Hindi', () => {
  it("shows a Hindi cutter the plan, its bars, pieces, lengths and weights in Hindi, and ticks in Hindi", async () => {
    hindiWorker(({ path }) => (path === '/cutting/plans/5' ? jsonResponse(cutPlan()) : undefined));
    renderRoutes(appRoutes, '/cutting/plans/5');
    // The Hindi dictionary is a chunk of its own, fetched when the profile says Hindi.
    expect(await screen.findByRole('heading', { name: 'कटिंग प्लान #1005' }, { timeout: 15_000 })).toBeInTheDocument();
    const block = screen.getByRole('region', { name: 'सेक्शन 4x2 16G' });
    expect(block).toHaveTextContent('पूरे बार1 (स्टॉक में 9)');
    expect(block).toHaveTextContent('नए बचे टुकड़े691 मिमी');
    expect(block).toHaveTextContent('लगा स्टील14.3 किग्रा');
    const bar = within(block).getByRole('listitem', { name: 'बार 1' });
    expect(bar).toHaveTextContent('पूरा बार 6,000 मिमी');
    expect(bar).toHaveTextContent('काटना है');
    const cuts = within(bar).getByRole('list', { name: 'बार 1 के कट' });
    expect(within(cuts).getAllByRole('listitem')[0]).toHaveTextContent('जाम्ब 2,150 मिमीWO 12 #1 दरवाज़े की चौखट 90x210 · यूनिट 1 / 3 · जाम्ब');
    expect(bar).toHaveTextContent('नया बचा टुकड़ा 691 मिमी');
    expect(within(block).getByRole('listitem', { name: 'बार 2' })).toHaveTextContent('बचा टुकड़ा #55 · 1,500 मिमी');
    expect(screen.getByLabelText('कटे बार')).toHaveTextContent('2 में से 1 बार कटे');
    expect(screen.getByRole('alert', { name: 'इस प्लान में नहीं' })).toBeInTheDocument();
    expect(screen.queryByText(/Full bar|Bars cut|Steel used/)).toBeNull();

    await userEvent.click(within(bar).getByRole('checkbox', { name: 'बार 1 कट गया' }));
    expect(within(bar).getByRole('checkbox', { name: 'बार 1 कट गया' })).toBeChecked();
    expect(await within(bar).findByText(/भेजना बाकी|भेजा जा रहा है|नहीं भेजा गया/)).toBeInTheDocument();
  }, 60_000);

  it('shows a Hindi cutter the list of cut plans with its tabs, columns and page count in Hindi', async () => {
    hindiWorker(({ path }) => (path === '/cutting/plans' ? jsonResponse({ ...paged([summary()]), count: 23 }) : undefined));
    renderRoutes(appRoutes, '/cutting/plans');
    const card = await screen.findByRole('listitem', undefined, { timeout: 15_000 });
    await screen.findByRole('tab', { name: 'रद्द' }, { timeout: 15_000 });
    expect(card).toHaveTextContent('कटिंग प्लान #1005');
    expect(within(card).getByRole('link', { name: 'कटिंग सूची खोलें' })).toHaveAttribute('href', '/cutting/plans/5');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['प्लान बना', 'कट गया', 'रद्द']);
    expect(screen.getByText('23 में से 1-10 · पेज 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला पेज' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पेज 2' })).toBeInTheDocument();
  });
});

describe("the worker's notifications in Hindi", () => {
  const notificationsNow = () => [
    {
      id: 1,
      event: 'work_assigned',
      title: 'New work: Cutting, Welding for 12-1-1, 12-1-2 and 5 more',
      body: '7 units',
      link: '/my-works',
      created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      read_at: null,
    },
    { id: 2, event: 'work_assigned', title: 'New work: Painting for 12-1-1 and 12-1-2', body: '2 units', link: '/my-works', created_at: new Date().toISOString(), read_at: null },
  ];

  it('shows the titles, bodies, times and the page count in Hindi', async () => {
    // Made now: "5 minutes ago" is counted from the moment the test runs.
    const notifications = notificationsNow();
    hindiWorker(({ path }) => {
      if (path === '/notifications' || path === '/notifications/notifications') return jsonResponse(paged(notifications));
      if (path === '/notifications/unread-count') return jsonResponse({ count: 2 });
      return undefined;
    });
    renderRoutes(appRoutes, '/notifications');
    expect(await screen.findByText('नया काम: 12-1-1, 12-1-2 और 5 अन्य के लिए कटिंग, वेल्डिंग', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('7 यूनिट')).toBeInTheDocument();
    expect(screen.getByText('नया काम: 12-1-1 और 12-1-2 के लिए पेंटिंग')).toBeInTheDocument();
    expect(screen.getByText('5 मिनट पहले')).toBeInTheDocument();
    expect(screen.getByText('अभी-अभी')).toBeInTheDocument();
    expect(screen.getByText(/पेज 1 \/ 1/)).toBeInTheDocument();
    expect(screen.queryByText(/New work/)).toBeNull();
  });
});
