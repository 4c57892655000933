import { Checkbox, Select } from '@mantine/core';
import { SELECTABLE_STATES } from '@steelworks/contract/billing';

const STATE_OPTIONS = SELECTABLE_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

/**
 * Where the goods go (docs/decisions/031, "Place of supply"): the delivery state is the invoice's place of supply
 * unless the dealer directs delivery to a third party (then the dealer's own state). Empty: delivered to the dealer.
 */
export function DeliveryStateFields({
  state,
  thirdParty,
  onStateChange,
  onThirdPartyChange,
  error,
}: {
  state: string | null;
  thirdParty: boolean;
  onStateChange: (value: string | null) => void;
  onThirdPartyChange: (value: boolean) => void;
  error?: string;
}) {
  return (
    <>
      <Select
        label="Delivery state"
        placeholder="The dealer's state"
        searchable
        clearable
        data={STATE_OPTIONS}
        value={state}
        onChange={onStateChange}
        error={error}
      />
      <Checkbox
        mt={{ base: 0, sm: 30 }}
        label="Delivered to a third party on the dealer's direction"
        checked={thirdParty}
        onChange={(event) => onThirdPartyChange(event.currentTarget.checked)}
      />
    </>
  );
}
