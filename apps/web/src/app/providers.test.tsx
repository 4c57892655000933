import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastSuccess } from '../lib/toast';
import { renderRoutes } from '../test/render';
import { PHONE_QUERY } from '../components/use-phone';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function screenWidth(phone: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** The corner a toast shows in: Mantine marks each container with data-position. */
async function positionOfToast(text: string): Promise<string | null | undefined> {
  toastSuccess(text);
  const toast = await screen.findByText(text);
  return toast.closest('[data-position]')?.getAttribute('data-position');
}

describe('toasts (issue 29)', () => {
  it('on a phone they show at the bottom centre, off the header, menu and back buttons', async () => {
    screenWidth(true);
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    expect(await positionOfToast('Saved on a phone')).toBe('bottom-center');
  });

  it('on a wide screen they keep the top right', async () => {
    screenWidth(false);
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    expect(await positionOfToast('Saved on a PC')).toBe('top-right');
  });
});
