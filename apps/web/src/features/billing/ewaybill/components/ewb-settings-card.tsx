import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ewbSettingsInputSchema, type EwbSettings } from '@steelworks/contract/ewaybill';
import { canAccess } from '@steelworks/contract/permissions';
import { useState } from 'react';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { NumberField } from '../../../../components/number-field';
import { stateOptions } from '../../../../components/state-options';
import { getRole } from '../../../../lib/session';
import { toastSuccess } from '../../../../lib/toast';
import { useEwbSettings, useUpdateEwbSettings } from '../api/ewb-settings';

/**
 * "E-way bills" on Company & Tax: the threshold (consignment value incl. tax above which a bill is needed), the
 * states with a threshold of their own, and the API's settings as the server reads them (secrets masked). An admin
 * edits; a production manager reads.
 */
export function EwbSettingsCard() {
  const settings = useEwbSettings();
  if (!settings.data) return <FormErrorAlert error={settings.error} />;
  return <EwbSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />;
}

function EwbSettingsForm({ settings }: { settings: EwbSettings }) {
  const readOnly = !canAccess(getRole(), 'billingSettingsEdit');
  const save = useUpdateEwbSettings();
  const [threshold, setThreshold] = useState(settings.threshold);
  const [states, setStates] = useState(settings.state_thresholds.map((row) => ({ ...row })));
  const [error, setError] = useState<string | null>(null);
  const api = settings.api;

  const submit = async () => {
    const parsed = ewbSettingsInputSchema.safeParse({ threshold, state_thresholds: states });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toastSuccess('Done', 'E-way bill settings saved');
    } catch {
      // The alert shows save.error.
    }
  };

  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-label="E-way bills">
      <Stack gap="sm">
        <Title order={4}>E-way bills</Title>
        <FormErrorAlert error={save.error} />
        <NumberField label="Threshold (consignment value incl. tax, ₹)" value={threshold} onChange={setThreshold} readOnly={readOnly} error={error} />
        <Text size="sm" fw={600}>
          States with a threshold of their own
        </Text>
        {states.length === 0 && (
          <Text size="sm" c="dimmed">
            None: every state uses the threshold above.
          </Text>
        )}
        {states.map((row, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <Select
              label="State"
              data={stateOptions(row.state_code)}
              value={row.state_code || null}
              readOnly={readOnly}
              searchable
              onChange={(value) => setStates(states.map((other, i) => (i === index ? { ...other, state_code: value ?? '' } : other)))}
              style={{ flex: '1 1 12rem' }}
            />
            <NumberField label="Threshold (₹)" value={row.threshold} readOnly={readOnly} onChange={(value) => setStates(states.map((other, i) => (i === index ? { ...other, threshold: value } : other)))} style={{ flex: '1 1 8rem' }} />
            {!readOnly && (
              <ActionIcon variant="subtle" color="red" aria-label="Remove state" onClick={() => setStates(states.filter((_, i) => i !== index))} mb={4}>
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        <Text size="sm">
          API: {api.base_url ?? 'not configured (offline JSON only)'}
          {api.base_url && ` · user ${api.username ?? '-'} · password ${api.password ?? '-'} · client id ${api.client_id ?? '-'} · client secret ${api.client_secret ?? '-'}`}
        </Text>
        {!readOnly && (
          <Group justify="space-between">
            <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => setStates([...states, { state_code: '', threshold: '' }])}>
              Add state
            </Button>
            <Button loading={save.isPending} onClick={() => void submit()}>
              Save e-way bill settings
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
