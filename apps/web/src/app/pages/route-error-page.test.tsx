import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import RouteErrorPage from './route-error-page';

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundary', () => {
  it('shows the 500 page with Back to Dashboard when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }], '/');
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
