import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastSuccess } from '../lib/toast';
import { renderRoutes } from '../test/render';
import { setPhoneScreen } from '../test/match-media';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** The corner a toast shows in: Mantine marks each container with data-position. */
async function positionOfToast(text: string): Promise<string | null | undefined> {
  toastSuccess(text);
  const toast = await screen.findByText(text);
  return toast.closest('[data-position]')?.getAttribute('data-position');
}

describe('toasts (issue 29)', () => {
  it('on a phone they show at the bottom centre, off the header, menu and back buttons', async () => {
    setPhoneScreen(true);
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    expect(await positionOfToast('Saved on a phone')).toBe('bottom-center');
  });

  it('on a wide screen they keep the top right', async () => {
    setPhoneScreen(false);
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    expect(await positionOfToast('Saved on a PC')).toBe('top-right');
  });
});
