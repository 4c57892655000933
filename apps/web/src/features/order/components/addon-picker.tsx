import { ActionIcon, Badge, Button, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { AddonSpec } from '@steelworks/contract/product';
import { useState } from 'react';
import { NumberField } from '../../../components/number-field';
import { useAvailableAddons } from '../api/get-available-addons';
import { useQuantityField } from './use-quantity-field';

export type ChosenAddon = { addon_name: string; description: string; quantity: number };

function addonLabel(a: ChosenAddon): string {
  return `${a.addon_name}${a.description ? `: ${a.description}` : ''}${a.quantity > 1 ? ` x${a.quantity}` : ''}`;
}

/** One offered addon: a plain Add, a Left/Right choice, or quantity (default 1) + description + Add. */
function AddonRow({ spec, onAdd }: { spec: AddonSpec; onAdd: (addon: ChosenAddon) => void }) {
  const quantity = useQuantityField(String(spec.default_quantity));
  const [description, setDescription] = useState('');
  const [choice, setChoice] = useState<string | null>(null);
  if (spec.input === 'choice') {
    return (
      <Group gap="xs" align="flex-end">
        <Select
          label={spec.name}
          placeholder="Left or Right"
          data={spec.options ?? []}
          value={choice}
          onChange={setChoice}
          w={160}
        />
        <Button size="xs" variant="light" disabled={!choice} onClick={() => onAdd({ addon_name: spec.name, description: choice!, quantity: 1 })}>
          Add {spec.name}
        </Button>
      </Group>
    );
  }
  if (spec.input === 'quantity_description') {
    return (
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Text size="sm" w={130} fw={500}>
          {spec.name}
        </Text>
        <NumberField
          aria-label={`${spec.name} quantity`}
          label="Quantity"
          whole
          value={quantity.value}
          onChange={quantity.onChange}
          error={quantity.error}
          w={100}
        />
        <TextInput aria-label={`${spec.name} description`} label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} w={200} />
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            // The server's rule and words: a negative or "2.5" is refused, never made positive or rounded.
            const checked = quantity.check();
            if (checked === null) return;
            onAdd({ addon_name: spec.name, description: description.trim(), quantity: checked });
            quantity.setValue(String(spec.default_quantity));
            setDescription('');
          }}
        >
          Add {spec.name}
        </Button>
      </Group>
    );
  }
  return (
    <Button size="xs" variant="light" onClick={() => onAdd({ addon_name: spec.name, description: '', quantity: spec.default_quantity })}>
      Add {spec.name}
    </Button>
  );
}

/**
 * The Addons picker (docs/product/catalogue-and-store.md#addons): only Manchary and Panel until Panel is chosen, then the full list (what
 * POST /store/available_addons/ offers for this product). The Material addon is appended on Add to Orders.
 */
export function AddonPicker({ product, chosen, onChange }: { product: number | undefined; chosen: ChosenAddon[]; onChange: (addons: ChosenAddon[]) => void }) {
  const names = chosen.map((a) => a.addon_name);
  const offered = useAvailableAddons(product, names);
  if (!product) return null;
  const specs = (offered.data?.addons ?? []).filter((spec) => spec.input === 'quantity_description' || !names.includes(spec.name));
  const simple = specs.filter((s) => s.input === 'none');
  const detailed = specs.filter((s) => s.input !== 'none');
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Addons
        </Text>
        {offered.isLoading && <Loader size="xs" />}
        {chosen.length > 0 && (
          <Group gap={6}>
            {chosen.map((addon, index) => (
              <Badge
                key={`${addon.addon_name}-${index}`}
                variant="light"
                rightSection={
                  <ActionIcon size="xs" variant="transparent" aria-label={`Remove ${addon.addon_name}`} onClick={() => onChange(chosen.filter((_, i) => i !== index))}>
                    <IconX size={12} />
                  </ActionIcon>
                }
              >
                {addonLabel(addon)}
              </Badge>
            ))}
          </Group>
        )}
        {simple.length > 0 && (
          <Group gap="xs">
            {simple.map((spec) => (
              <AddonRow key={spec.name} spec={spec} onAdd={(addon) => onChange([...chosen, addon])} />
            ))}
          </Group>
        )}
        {detailed.map((spec) => (
          <AddonRow key={spec.name} spec={spec} onAdd={(addon) => onChange([...chosen, addon])} />
        ))}
      </Stack>
    </Paper>
  );
}
