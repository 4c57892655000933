import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';

beforeAll(preloadShell, 60_000);

describe('dashboard', () => {
  it('gives the quality checker its way to the products and the finished products', async () => {
    signInAs('qualitychecker');
    mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, username: 'qc', full_name: 'Kavya Nair', role: 'qualitychecker' });
      if (path === '/supervisor/finishedproducts') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      return undefined;
    });
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByText('Welcome, Kavya Nair')).toBeInTheDocument();
    // The menu and the role's dashboard are chunks of their own, shown as they arrive.
    const tested = await screen.findAllByRole('link', { name: 'Tested Products' });
    expect(tested.length).toBeGreaterThan(0);
    for (const link of tested) expect(link).toHaveAttribute('href', '/product/finished');
    expect(screen.getAllByRole('link', { name: 'All Products' })[0]).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Add New Finished Product' })).toHaveAttribute('href', '/product/finished?create');
    expect(await screen.findByText('No Finished Product yet!')).toBeInTheDocument();
  });
});
