import type { StoreItem } from '@steelworks/contract/store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import StoreItemCreatePage from '../pages/store-item-create-page';
import StoreItemUpdatePage from '../pages/store-item-update-page';

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const primer: StoreItem = { id: 7, auto_id: 7, name: 'Red Oxide Primer', unit_type: 'litre', unit: 1, stock: 12, price: '300.00', out_of_stock: false, reorder_level: 4 };

describe('reorder level on the store item form (issue 34)', () => {
  it('is optional on create and posted when given', async () => {
    signInAs('storemanager', 'store');
    const posts: Array<Record<string, unknown>> = [];
    mockApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/store/store') {
        posts.push(body as Record<string, unknown>);
        return jsonResponse(primer, 201);
      }
      if (path === '/store/store') return jsonResponse(paged([]));
      return undefined;
    });
    renderRoutes([{ path: '/store/create', element: <StoreItemCreatePage /> }, { path: '/store', element: <p>list</p> }], '/store/create');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Red Oxide Primer');
    await user.type(screen.getByRole('textbox', { name: /^Unit Type/ }), 'litre');
    await user.type(screen.getByRole('textbox', { name: /^Unit$/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Stock/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '300');
    await user.type(screen.getByRole('textbox', { name: /^Reorder level/ }), '4');
    await user.click(screen.getByRole('button', { name: 'Create Store Item' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ name: 'Red Oxide Primer', reorder_level: '4' });
  });

  it('shows the saved level on update, and an emptied field clears it', async () => {
    signInAs('storemanager', 'store');
    const updates: Array<Record<string, unknown>> = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/store/store/7') return jsonResponse(primer);
      if (path === '/store/store/7/movements') return jsonResponse(paged([]));
      if ((method === 'PUT' || method === 'PATCH') && path === '/store/store/7') {
        updates.push(body as Record<string, unknown>);
        return jsonResponse({ ...primer, reorder_level: null });
      }
      if (path === '/store/store') return jsonResponse(paged([]));
      return undefined;
    });
    renderRoutes([{ path: '/store/update/:id', element: <StoreItemUpdatePage /> }, { path: '/store', element: <p>list</p> }], '/store/update/7');
    const field = await screen.findByRole('textbox', { name: /^Reorder level/ });
    await waitFor(() => expect(field).toHaveValue('4'));
    const user = userEvent.setup();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: /Update/ }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.reorder_level).toBe('');
  });
});
