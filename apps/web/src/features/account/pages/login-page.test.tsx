import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, renderRoutes, preloadShell } from '../../../test/render';

beforeAll(preloadShell, 60_000);

/** Opens /login, types the account and presses Sign In. */
async function signInThroughForm(password: string) {
  const rendered = renderRoutes(appRoutes, '/login');
  await userEvent.type(await screen.findByLabelText('Username'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return rendered;
}

describe('login page', () => {
  it('shows the required-field messages and sends nothing', async () => {
    const fetch = mockApi(() => undefined);
    renderRoutes(appRoutes, '/login');
    expect(await screen.findByText('Welcome Back')).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server error_message in a red alert and stays on the page', async () => {
    mockApi(({ method, path }) =>
      method === 'POST' && path === '/account/login'
        ? jsonResponse({ error_message: 'Invalid username or password' }, 400)
        : undefined,
    );
    const { router } = await signInThroughForm('wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the show-password checkbox reveals the password', async () => {
    mockApi(() => undefined);
    renderRoutes(appRoutes, '/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByLabelText('Show Password'));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot your password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('stores token, role and user and goes to the dashboard', async () => {
    const fetch = mockApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/account/login') {
        expect(body).toEqual({ username: 'admin', password: 'Demo@1234' });
        return jsonResponse({ token: 'tok-1', username: 'admin', role: 'admin', must_change_password: false });
      }
      if (path === '/account/profile') return jsonResponse(ADMIN_PROFILE);
      return undefined;
    });
    const { router } = await signInThroughForm('Demo@1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('role')).toBe('admin');
    expect(localStorage.getItem('user')).toBe('admin');
    expect(await screen.findByText('Welcome, Anita Rao')).toBeInTheDocument();
    const profileCall = fetch.mock.calls.find(([url]) => String(url).includes('/account/profile'));
    expect((profileCall?.[1]?.headers as Record<string, string>).Authorization).toBe('token tok-1');
  });

  it('sends an account with a temporary password to /profile with the password form open', async () => {
    mockApi(({ method, path }) => {
      if (method === 'POST' && path === '/account/login')
        return jsonResponse({ token: 'tok-2', username: 'admin', role: 'admin', must_change_password: true });
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, must_change_password: true });
      return undefined;
    });
    const { router } = await signInThroughForm('Temp-pass-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText(/You must change your password before continuing/)).toBeInTheDocument();
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Old Password')).not.toBeInTheDocument();
  });
});
