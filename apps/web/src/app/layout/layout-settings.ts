import { useLocalStorage } from '@mantine/hooks';

export type LayoutType = 'vertical' | 'horizontal';

/** Vertical sidebar by default; the header's toggle switches to top navigation and it is remembered. */
export function useLayoutType() {
  return useLocalStorage<LayoutType>({ key: 'layoutType', defaultValue: 'vertical', getInitialValueInEffect: false });
}

/** The optional preloader, off by default; when on it hides after 2.5 seconds. */
export const PRELOADER_MS = 2500;
export function usePreloaderSetting() {
  return useLocalStorage<boolean>({ key: 'preloader', defaultValue: false, getInitialValueInEffect: false });
}
