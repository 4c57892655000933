import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router';
import { workFixture } from '../../test/fixtures';
import { ADMIN_PROFILE, EMPTY_PAGE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs } from '../../test/render';
import { HI } from './hi';
import { applyLanguage, i18n } from './i18n';
import { translateText } from './translate-text';
import { OFFLINE_TEXT } from '../offline/offline-text';

beforeAll(preloadShell, 60_000);
afterEach(() => applyLanguage('en'));

const WORKER = { ...ADMIN_PROFILE, id: 9, username: 'worker', full_name: 'Manoj Kumar', role: 'worker' } as const;
const FIELD_STAFF = { ...ADMIN_PROFILE, id: 12, username: 'field', full_name: 'Farhan Ali', role: 'fieldstaff' } as const;

/** The worker's screens: its profile in the given language, no works. */
function mockWorker(language: 'en' | 'hi') {
  signInAs('worker');
  return mockApi(({ method, path, body }) => {
    if (path === '/account/profile' && method === 'PATCH') return jsonResponse({ ...WORKER, ...(body as object) });
    if (path === '/account/profile') return jsonResponse({ ...WORKER, language });
    if (path === '/production/my-works') return jsonResponse(EMPTY_PAGE);
    return undefined;
  });
}

function mockFieldStaff(language: 'en' | 'hi') {
  signInAs('fieldstaff');
  return mockApi(({ path }) => {
    if (path === '/account/profile') return jsonResponse({ ...FIELD_STAFF, language });
    if (path === '/fieldsite/dashboard-data') return jsonResponse({ open_visit: null, today_visits: [] });
    if (path === '/fieldsite/fieldsite') return jsonResponse(EMPTY_PAGE);
    return undefined;
  });
}

const mainMenu = () => within(screen.getAllByRole('navigation', { name: /Main menu|मुख्य मेनू/ })[0]!);

describe('English and Hindi (issue 33 point 6)', () => {
  it("shows a Hindi worker's My works heading and menu in Hindi", async () => {
    mockWorker('hi');
    renderRoutes(appRoutes, '/my-works');
    expect(await screen.findByRole('heading', { name: 'मेरे काम' })).toBeInTheDocument();
    const menu = mainMenu();
    expect(menu.getByRole('link', { name: 'डैशबोर्ड' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('link', { name: 'मेरे काम' })).toHaveAttribute('href', '/my-works');
    expect(menu.getByRole('link', { name: 'उत्पादन आइटम के काम' })).toHaveAttribute('href', '/production-item-works');
    expect(menu.queryByText('My works')).not.toBeInTheDocument();
  });

  it("shows an English worker's My works heading and menu exactly as the spec writes them", async () => {
    mockWorker('en');
    renderRoutes(appRoutes, '/my-works');
    expect(await screen.findByRole('heading', { name: 'My works' })).toBeInTheDocument();
    const menu = mainMenu();
    expect(menu.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'My works' })).toHaveAttribute('href', '/my-works');
    expect(menu.getByRole('link', { name: 'Production item works' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Production' })).toBeInTheDocument();
  });

  it("shows the field staff's home in Hindi, and in English for an English profile", async () => {
    mockFieldStaff('hi');
    const hindi = renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'स्वागत है, Farhan Ali' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByText(/फ़ील्ड स्टाफ़ · आप अपने फ़ोन से फ़ील्ड साइट पर चेक इन/)).toBeInTheDocument();
    hindi.unmount();

    await applyLanguage('en');
    mockFieldStaff('en');
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Farhan Ali' })).toBeInTheDocument();
    expect(
      screen.getByText('Field Staff · You check in and out at field sites from your phone and add site photos to your visits.'),
    ).toBeInTheDocument();
  });

  it('switches the screens to Hindi when the person picks it on the profile, and saves it on the account', async () => {
    const fetch = mockWorker('en');
    renderRoutes(appRoutes, '/profile');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'हिन्दी', hidden: true }));
    expect(await screen.findByText('भाषा बदल दी गई')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH' && init.body === JSON.stringify({ language: 'hi' }))).toBe(true);
    await waitFor(() => expect(mainMenu().getByRole('button', { name: 'उत्पादन' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'प्रोफ़ाइल' })).toBeInTheDocument();
  });

  it("translates a server's message by its English text, and leaves a text the dictionary lacks in English", async () => {
    await applyLanguage('hi');
    expect(translateText('You can change only your own works')).toBe('आप केवल अपने काम बदल सकते हैं');
    expect(translateText('Ravi Villa 1')).toBe('Ravi Villa 1');
    expect(i18n.t('Checked in, outside the site ({{distance}} m away)', { distance: 650 })).toBe('चेक इन हो गया, साइट से बाहर (650 मी दूर)');
    await applyLanguage('en');
    expect(translateText('You can change only your own works')).toBe('You can change only your own works');
  });

  it('keeps in every Hindi text the values its English key puts in', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [english, hindi] of Object.entries(HI)) {
      expect(hindi.trim(), english).not.toBe('');
      expect(placeholders(hindi), english).toEqual(placeholders(english));
    }
  });
});

/** A worker's open work, Pending, as My works lists it. */
const WORK = workFixture({ worker: 9, worker_name: 'Manoj Kumar' });

/** The worker's My works with one open work; `network.on` false answers every call as a phone without signal. */
function mockWorkerWithWork(language: 'en' | 'hi', network = { on: true }) {
  signInAs('worker');
  return mockApi(({ path, url }) => {
    if (!network.on) throw new TypeError('Failed to fetch');
    if (path === '/account/profile') return jsonResponse({ ...WORKER, language });
    if (path === '/production/my-works') return jsonResponse(url.searchParams.get('state') === 'open' ? { ...EMPTY_PAGE, count: 1, results: [WORK] } : EMPTY_PAGE);
    return undefined;
  });
}

/** The phone loses its network: the browser says so, and every call fails as it would. */
function goOffline(network: { on: boolean }) {
  network.on = false;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

/** The phone's position as the field staff's check-in takes it (jsdom has no geolocation). */
function stubPosition(result: { coords: Partial<GeolocationCoordinates> } | { code: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        'code' in result ? fail({ code: result.code } as GeolocationPositionError) : ok({ coords: result.coords } as GeolocationPosition),
    },
  });
}

const SITE = { id: 3, fieldsite_name: 'Green Park', owner_name: 'Ravi', distance: 650 };

function mockFieldStaffAtSite(language: 'en' | 'hi') {
  signInAs('fieldstaff');
  return mockApi(({ path, method }) => {
    if (path === '/account/profile') return jsonResponse({ ...FIELD_STAFF, language });
    if (path === '/fieldsite/dashboard-data') return jsonResponse({ open_visit: null, today_visits: [] });
    if (path === '/fieldsite/fieldsite') return jsonResponse({ ...EMPTY_PAGE, count: 1, results: [SITE] });
    if (path === '/fieldsite/visitentry/check-in' && method === 'POST') return jsonResponse({ id: 70, outside_site: true, distance: 650 }, 201, 'Created');
    return undefined;
  });
}

describe('the phone screens of issue 33 in English and Hindi (phase 2)', () => {
  afterEach(() => {
    delete (navigator as { geolocation?: Geolocation }).geolocation;
  });

  it("shows a Hindi worker's My works card, its actions, the queue and the offline banner in Hindi", async () => {
    const network = { on: true };
    mockWorkerWithWork('hi', network);
    renderRoutes(appRoutes, '/my-works');
    const card = within(await screen.findByLabelText('काम 105'));
    expect(card.getByText('कटिंग')).toBeInTheDocument();
    expect(card.getByText(/वर्क ऑर्डर #12/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'पूरा करें' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'खराब' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आज पूरे हुए' })).toBeInTheDocument();

    goOffline(network);
    const banner = await screen.findByTestId('offline-banner');
    expect(within(banner).getByText('आप ऑफ़लाइन हैं')).toBeInTheDocument();
    expect(within(banner).getByText(/आप जो टैप करते हैं वह इस फ़ोन में सेव होता है/)).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'शुरू करें' }));
    expect(await card.findByText('भेजना बाकी')).toBeInTheDocument();
    expect(card.getByLabelText('शुरू करें: 12-1-1 की कटिंग')).toBeInTheDocument();
    expect(card.getByText(/^टैप किया /)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1 कार्य भेजना बाकी है' })).toBeInTheDocument();
    expect(await card.findByText('अभी नेटवर्क नहीं है: नेटवर्क आने पर भेजा जाएगा।')).toBeInTheDocument();
    expect(screen.queryByText(/Waiting to send|You are offline|action waiting/)).not.toBeInTheDocument();
  });

  it("shows an English worker's card, queue and offline banner exactly as the spec and issue 33 write them", async () => {
    const network = { on: true };
    mockWorkerWithWork('en', network);
    renderRoutes(appRoutes, '/my-works');
    const card = within(await screen.findByLabelText('Work 105'));
    expect(card.getByText('Cutting')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Defective' })).toBeInTheDocument();

    goOffline(network);
    const banner = await screen.findByTestId('offline-banner');
    expect(within(banner).getByText('You are offline')).toBeInTheDocument();
    expect(within(banner).getByText(OFFLINE_TEXT.offlineBody)).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Start' }));
    expect(await card.findByText('Waiting to send')).toBeInTheDocument();
    expect(card.getByLabelText('Start: Cutting of 12-1-1')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1 action waiting to send' })).toBeInTheDocument();
    expect(await card.findByText('No network yet: it will be sent when the network returns.')).toBeInTheDocument();
  });

  it("shows a Hindi field staff's Check In in Hindi, and says in Hindi why nothing was recorded or how the check-in landed", async () => {
    mockFieldStaffAtSite('hi');
    renderRoutes(appRoutes, '/dashboard');
    const checkIn = await screen.findByRole('button', { name: 'Green Park पर चेक इन' });
    expect(checkIn).toHaveTextContent('चेक इन');
    expect(screen.getByText(/650 मी दूर ·/)).toBeInTheDocument();
    expect(screen.getByText('कोई खुली विज़िट नहीं। नीचे किसी साइट पर चेक इन करें।')).toBeInTheDocument();

    stubPosition({ code: 1 });
    await userEvent.click(checkIn);
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByText('दर्ज नहीं हुआ')).toBeInTheDocument();
    expect(within(problem).getByText(/^लोकेशन की अनुमति नहीं है।/)).toBeInTheDocument();

    stubPosition({ coords: { latitude: 11.04, longitude: 76.08, accuracy: 8 } });
    await userEvent.click(checkIn);
    expect(await screen.findByText('चेक इन हो गया, साइट से बाहर (650 मी दूर)')).toBeInTheDocument();
  });

  it("shows an English field staff's Check In and its toast exactly as written", async () => {
    mockFieldStaffAtSite('en');
    renderRoutes(appRoutes, '/dashboard');
    const checkIn = await screen.findByRole('button', { name: 'Check In at Green Park' });
    expect(checkIn).toHaveTextContent('Check In');
    stubPosition({ coords: { latitude: 11.04, longitude: 76.08, accuracy: 8 } });
    await userEvent.click(checkIn);
    expect(await screen.findByText('Checked in, outside the site (650 m away)')).toBeInTheDocument();
  });
});
