// The chunk behind lazy-modal.tsx: what a dialog needs and a first screen does not.
export { Modal, Textarea } from '@mantine/core';
