import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { setPhoneScreen } from '../../../test/match-media';
import { jsonResponse, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';

/** Issue 46: the planner's parts typed by hand and the store's remnant received, with the server's refusals (390 px). */
beforeAll(preloadShell, 60_000);
afterEach(() => setPhoneScreen(false));

describe('the nesting forms', () => {
  it('nests parts typed by hand, showing a bad field under it and the server naming a part too large', async () => {
    signInAs('productionmanager');
    setPhoneScreen(true);
    const sent: unknown[] = [];
    mockAdminApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/sheet/nest-plans') {
        sent.push(body);
        return jsonResponse({ detail: 'Gate skin: 1300 x 2600 mm is larger than any 1.20 mm sheet or remnant in stock', error_message: 'Gate skin: 1300 x 2600 mm is larger than any 1.20 mm sheet or remnant in stock', code: 'rule' }, 400);
      }
      if (path === '/workorders/workorder' || path === '/sheet/nest-plans' || path === '/sheet/remnants') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      return undefined;
    });
    renderRoutes(appRoutes, '/sheets/nesting');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a part by hand' }, { timeout: 15_000 }));
    const part = screen.getByLabelText('Part 1');
    await userEvent.type(within(part).getByLabelText(/Part name/), 'Gate skin');
    await userEvent.type(within(part).getByLabelText('Width (mm)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Nest 1 parts' }));
    expect(await within(part).findAllByText('Enter a size of 1 to 6000 whole mm')).toHaveLength(2);
    expect(sent).toEqual([]);
    await userEvent.clear(within(part).getByLabelText('Width (mm)'));
    await userEvent.type(within(part).getByLabelText('Width (mm)'), '1300');
    await userEvent.type(within(part).getByLabelText('Length (mm)'), '2600');
    await userEvent.click(within(part).getByRole('checkbox', { name: 'Grain along the length (do not turn)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nest 1 parts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gate skin: 1300 x 2600 mm is larger than any 1.20 mm sheet or remnant in stock');
    expect(sent).toEqual([{ work_orders: [], parts: [{ name: 'Gate skin', thick: '1.20', width_mm: 1300, length_mm: 2600, quantity: 1, grain: true }] }]);
  }, 60_000);

  it('lets the store manager receive a remnant and shows a field the server refused; a worker cannot', async () => {
    signInAs('storemanager');
    const sent: unknown[] = [];
    mockAdminApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/sheet/remnants') {
        sent.push(body);
        return jsonResponse({ error_message: '1300 x 2600 mm is larger than any 2.00 mm sheet: check the size', width_mm: ['Too wide for any 2.00 mm sheet'], code: 'validation_failed' }, 400);
      }
      if (path === '/sheet/remnants') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      return undefined;
    });
    renderRoutes(appRoutes, '/sheets/remnants');
    await userEvent.click(await screen.findByRole('button', { name: 'Receive a remnant' }, { timeout: 15_000 }));
    const form = screen.getByRole('form', { name: 'Receive a remnant' });
    await userEvent.click(within(form).getByRole('button', { name: 'Keep the remnant' }));
    expect(await within(form).findByText('Say where the remnant came from in 1 to 120 characters')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Width/), '1300');
    await userEvent.type(within(form).getByLabelText(/Length/), '2600');
    await userEvent.type(within(form).getByLabelText(/Where it came from/), 'Rohini site');
    await userEvent.click(within(form).getByRole('button', { name: 'Keep the remnant' }));
    expect(await within(form).findByText('Too wide for any 2.00 mm sheet')).toBeInTheDocument();
    expect(sent).toEqual([{ thick: '1.20', width_mm: 1300, length_mm: 2600, source: 'Rohini site' }]);
  }, 60_000);
});
