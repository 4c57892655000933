import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';

beforeAll(preloadShell, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('gives the quality checker, whose menu is empty, its way to the finished products', async () => {
    signInAs('qualitychecker');
    mockApi(({ path }) =>
      path === '/account/profile' ? jsonResponse({ ...ADMIN_PROFILE, username: 'qc', full_name: 'Kavya Nair', role: 'qualitychecker' }) : undefined,
    );
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByText('Welcome, Kavya Nair')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tested Products' })).toHaveAttribute('href', '/product/finished');
    expect(screen.getByRole('link', { name: 'Add New Finished Product' })).toHaveAttribute('href', '/product/finished?create');
  });
});
