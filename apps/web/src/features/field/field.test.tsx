import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router';
import { jsonResponse, preloadShell, renderRoutes, signInAs, mockAdminApi, EMPTY_PAGE } from '../../test/render';
import { currentPosition, POSITION_TEXT } from './components/field-staff-home';
import { toApiDateTime } from './pages/visit-form-page';

beforeAll(preloadShell, 60_000);

// jsdom cannot decode images: the compressor refuses every file, as a browser does a file that is no image.
vi.mock('browser-image-compression', () => ({ default: vi.fn(() => Promise.reject(new Error('The file given is not an image'))) }));

const visit = {
  id: 7,
  fieldsite: 3,
  fieldsite_name: 'Ravi Villa 1',
  owner_name: 'Ravi A',
  owner_address: 'Ring Road',
  owner_phone: '9700000001',
  field_staff: 5,
  fieldstaff_name: 'Farhan Ali',
  check_in_date: '2026-11-20T10:00:00.000000+05:30',
  check_out_date: '2026-11-20T11:30:00.000000+05:30',
  check_in_location: '(11.0408,76.0849)',
  check_out_location: '(11.0409,76.085)',
  duration: 90,
  status: 'In Progress',
  remark: '',
  check_in_accuracy: 12,
  check_out_accuracy: 9,
  distance: 650,
  site_radius: 200,
  site_location: '(11.0408,76.0849)',
  outside_site: true,
  source: 'phone',
};

describe('field app screens', () => {
  it('/fields shows the three count cards and the visit table with its columns and the outside flag', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/fieldsite/visitentry-card-data') return jsonResponse({ fieldstaff_count: 6, fieldsite_count: 30, visitentry_count: 812 });
      if (path === '/fieldsite/visitentry') return jsonResponse({ count: 1, next: null, previous: null, results: [visit] });
      if (path === '/fieldsite/fieldstaff') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    renderRoutes(appRoutes, '/fields');
    expect(await screen.findByText('812')).toBeInTheDocument();
    const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));
    expect(hrefs('Field Staffs')).toContain('/fieldstaff');
    expect(hrefs('Field Sites')).toContain('/fieldsite');
    expect(hrefs('Visit Entries')).toContain('/fields');
    const table = await screen.findByRole('table', { name: 'Visit Entries' });
    for (const header of ['Check In', 'Staff Name', 'Site Name', 'Owner Name', 'Duration', 'Action']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('20-11-2026 10:00 am')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Farhan Ali' })).toHaveAttribute('href', '/fieldstaff/5');
    expect(within(table).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/visit-entry/7');
    expect(within(table).getByText('outside the site')).toBeInTheDocument();
    expect(within(table).getByText('90 min')).toBeInTheDocument();
  });

  it('/fields says "10,000+" on the visits card when the server only estimated ten years of visits', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/fieldsite/visitentry-card-data') {
        return jsonResponse({ fieldstaff_count: 6, fieldsite_count: 30, visitentry_count: 49_870, visitentry_count_is_estimate: true });
      }
      if (path === '/fieldsite/visitentry' || path === '/fieldsite/fieldstaff') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    renderRoutes(appRoutes, '/fields');
    expect(await screen.findByText('10,000+')).toBeInTheDocument();
    expect(screen.queryByText('49870')).not.toBeInTheDocument();
  });

  it('the Create Field Staff modal shows the spec messages and the server error', async () => {
    signInAs('admin');
    const api = mockAdminApi(({ path, method }) => {
      if (path === '/fieldsite/fieldstaff' && method === 'GET') return jsonResponse(EMPTY_PAGE);
      if (path === '/fieldsite/fieldstaff' && method === 'POST') {
        return jsonResponse({ error_message: 'A user with that username already exists.', username: ['A user with that username already exists.'] }, 400);
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/fieldstaff');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Field Staff' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('email is required')).toBeInTheDocument();
    expect(within(dialog).getByText((text) => text === ' phone is required' || text === 'phone is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/User Name/), 'field');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'f@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('phone must be 10 digits')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Phone/));
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A user with that username already exists.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('a visit shows "No VisitEntry Images", both locations and the outside flag', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/fieldsite/visitentry/7') return jsonResponse(visit);
      if (path === '/fieldsite/visit_image') return jsonResponse(EMPTY_PAGE);
      if (path === '/fieldsite/google-map') return jsonResponse({ detail: 'Not found.' }, 404);
      return undefined;
    });
    renderRoutes(appRoutes, '/visit-entry/7');
    expect(await screen.findByText('No VisitEntry Images')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Site Photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/visitEntry/update/7');
    expect(screen.getByText('outside the site')).toBeInTheDocument();
    // With no map settings the map says so, and the coordinates still show.
    await waitFor(() => expect(screen.getAllByText('Error loading map')).toHaveLength(2));
    expect(screen.getByText('Lat: 11.0408, Lng: 76.0849')).toBeInTheDocument();
  });
});

describe('phone position', () => {
  const geolocation = (result: { coords?: Partial<GeolocationCoordinates>; code?: number }) =>
    ({
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
        expect(options).toMatchObject({ enableHighAccuracy: true, maximumAge: 0 });
        if (result.coords) ok({ coords: result.coords } as GeolocationPosition);
        else fail({ code: result.code } as GeolocationPositionError);
      },
    }) as unknown as Geolocation;

  it('asks for a fresh high-accuracy position and explains a denied or missing one', async () => {
    await expect(currentPosition(geolocation({ coords: { latitude: 11, longitude: 76, accuracy: 8 } }))).resolves.toEqual({
      latitude: 11,
      longitude: 76,
      accuracy: 8,
    });
    await expect(currentPosition(geolocation({ code: 1 }))).rejects.toThrow(POSITION_TEXT.denied);
    await expect(currentPosition(geolocation({ code: 2 }))).rejects.toThrow(POSITION_TEXT.unavailable);
    await expect(currentPosition(geolocation({ code: 3 }))).rejects.toThrow(POSITION_TEXT.timeout);
    await expect(currentPosition(undefined as unknown as Geolocation)).rejects.toThrow();
  });

  it('sends date-times with microseconds and an offset', () => {
    expect(toApiDateTime('2026-11-20T10:00')).toMatch(/^2026-11-20T10:00:00\.000000[+-]\d{2}:\d{2}$/);
    expect(toApiDateTime('')).toBe('');
  });
});

describe('site photos (issue 29)', () => {
  it('a file that is no photo shows the refusal once, keeps it in the queue to retry or discard, and throws nothing uncaught', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', onUncaught);
    window.addEventListener('error', onUncaught);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    try {
      signInAs('admin');
      const api = mockAdminApi(({ path, method }) => {
        if (path === '/fieldsite/visitentry/7') return jsonResponse(visit);
        if (path === '/fieldsite/visit_image' && method === 'POST') return jsonResponse({ error_message: 'Upload a png or jpeg image' }, 400);
        if (path === '/fieldsite/visit_image') return jsonResponse(EMPTY_PAGE);
        return undefined;
      });
      renderRoutes(appRoutes, '/visit-entry/7');
      await userEvent.click(await screen.findByRole('button', { name: '+ Add Site Photos' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Site Photos' });
      const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.setup({ applyAccept: false }).upload(input, new File(['not a photo'], 'notes.txt', { type: 'text/plain' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

      // The photo went into the phone's queue (issue 33) and was sent at once; the server's refusal shows once.
      expect(await screen.findByText('Upload a png or jpeg image')).toBeInTheDocument();
      expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
      // Let any rejection left unhandled reach the process before looking.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
      expect(screen.getAllByText('Upload a png or jpeg image')).toHaveLength(1);
      // The header counts it, and its list offers Retry and Discard with the reason.
      await userEvent.click(screen.getByRole('button', { name: '1 action waiting to send' }));
      const drawer = await screen.findByRole('dialog', { name: 'Waiting to send' });
      expect(within(drawer).getByText('Upload a png or jpeg image')).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    } finally {
      process.off('unhandledRejection', onUncaught);
      window.removeEventListener('error', onUncaught);
    }
    // Opening the visit, the modal and the upload is slow on a busy test machine (no time is asserted).
  }, 90_000);
});
