import { vi } from 'vitest';
import { PHONE_QUERY } from '../components/use-phone';

/** What jsdom lacks and Mantine reads: a `matchMedia` whose queries match as `matches` says. */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return vi.fn().mockImplementation((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** The screen as a phone's (the app's PHONE_QUERY matches) or as a desktop's. */
export function setPhoneScreen(phone: boolean): void {
  window.matchMedia = fakeMatchMedia((query) => phone && query === PHONE_QUERY);
}
