/**
 * What Mantine's AppShell reads from `react-remove-scroll`: the class names a fixed header or panel carries so that
 * an open dialog's scroll lock keeps it in place (see app-shell-scroll-classes.ts at the web app's root).
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
