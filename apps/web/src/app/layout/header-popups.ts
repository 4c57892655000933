// The chunk of the header's popups, loaded by first-use.ts: Mantine's Tooltip and the user menu, with floating-ui.
export { Tooltip } from '@mantine/core';
export { default as UserMenuPopup } from './user-menu-popup';
