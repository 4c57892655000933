import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, renderRoutes, signInAs, preloadShell, mockAdminApi } from '../../../test/render';

beforeAll(preloadShell, 60_000);

describe('profile page', () => {
  it('shows the account and checks the Update Password form before sending', async () => {
    signInAs('admin');
    const fetch = mockApi(({ path }) => (path === '/account/profile' ? jsonResponse(ADMIN_PROFILE) : undefined));
    renderRoutes(appRoutes, '/profile');
    expect(await screen.findByText('admin@steelworks.example')).toBeInTheDocument();
    expect(screen.getByText('9800000001')).toBeInTheDocument();
    expect(screen.queryByLabelText('Old Password')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please enter your old password')).toBeInTheDocument();
    expect(screen.getByText('Please enter a new password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the new password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('puts the server field errors under the fields, then succeeds with a toast', async () => {
    signInAs('admin');
    let attempts = 0;
    mockAdminApi(({ method, path, body }) => {
      if (method === 'PUT' && path === '/account/change_password') {
        attempts += 1;
        expect(body).toEqual({ old_password: 'Demo@1234', new_password: 'Better#2026', confirm_new_password: 'Better#2026' });
        if (attempts === 1)
          return jsonResponse({ error_message: 'Your old password is wrong', old_password: ['Your old password is wrong'] }, 400);
        return jsonResponse({ message: 'Password changed successfully' });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(await screen.findByLabelText('Old Password'), 'Demo@1234');
    await userEvent.type(screen.getByLabelText('New Password'), 'Better#2026');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Better#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    // One message: under the field (no alert repeating it).
    expect(await screen.findAllByText('Your old password is wrong')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Old Password')).not.toBeInTheDocument());
  });
});
