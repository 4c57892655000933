import { SELECTABLE_STATES, stateName } from '@steelworks/contract/billing';

/** The GST states as a select offers them, "Kerala (32)"; a stored legacy code stays in the list so it still shows. */
export function stateOptions(current?: string | null): { value: string; label: string }[] {
  const options = SELECTABLE_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: `${stateName(current)} (${current})` });
  return options;
}
