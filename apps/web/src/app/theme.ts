import { createTheme } from '@mantine/core';

/** Mantine's md breakpoint is 62em = 992 px, the spec's desktop breakpoint for the sidebar. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  // A system set to reduce motion gets Mantine's transitions without their motion (and reduced-motion.css the rest).
  respectReducedMotion: true,
});
