/** Query keys of the cut settings (W2's plans read them under the same 'cutting' prefix). */
export const cutSettingsKeys = {
  settings: ['cutting', 'settings'] as const,
};
