import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/session';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { UserMenu } from './user-menu';

describe('user menu', () => {
  it('"Logout On This Device" revokes this token on the server, then clears storage and reloads', async () => {
    signInAs('admin');
    localStorage.setItem('layout', 'horizontal');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const fetch = mockApi(({ method, path }) =>
      method === 'POST' && path === '/account/logout_this_device' ? jsonResponse({ message: 'Logged out successfully' }) : undefined,
    );
    renderRoutes([{ path: '/', element: <UserMenu role="admin" name="Anita Rao" /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout On This Device' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/v1/account/logout_this_device', 'POST']);
    expect((init?.headers as Record<string, string>).Authorization).toBe('token test-token');
    expect(localStorage.length).toBe(0);
  });

  it('still signs out here when the server cannot be reached', async () => {
    signInAs('admin');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    renderRoutes([{ path: '/', element: <UserMenu role="admin" name="Anita Rao" /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout On This Device' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(localStorage.getItem('token')).toBeNull();
  });
});
