import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { ADMIN_PROFILE, EMPTY_PAGE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs } from '../../test/render';
import { HI } from './hi';
import { applyLanguage, i18n } from './i18n';
import { translateText } from './translate-text';

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
