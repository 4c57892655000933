import { Anchor, Badge, Button, Card, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { CUT_PLAN_TEXT, type CutUnit, type WorkOrderCutState } from '@steelworks/contract/cut-plan';
import { IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { LazyModal as Modal, LazyTextarea as Textarea } from '../../../../components/lazy-modal';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { toastSuccess } from '../../../../lib/toast';
import { useReopenCutUnits } from '../api/get-cut-state';
import { DialogFooter } from '../../../../components/dialog-footer';

/** "All 3 units cut", "2 of 5 units cut", "Not cut": how much of the work order a confirmed plan cut. */
export function cutStateText(state: { units_total: number; units_cut: number }): { text: string; color: string } {
  if (state.units_cut === 0) return { text: 'Not cut', color: 'gray' };
  if (state.units_cut === state.units_total) return { text: `All ${state.units_total} units cut`, color: 'green' };
  return { text: `${state.units_cut} of ${state.units_total} units cut`, color: 'yellow' };
}

/** The cut units of a work order by the plan that cut them, in the order the plans were confirmed. */
function byPlan(units: readonly CutUnit[]) {
  const plans = new Map<number, { plan: number; autoId: number; at: string; by: string | null; units: CutUnit[] }>();
  for (const unit of units) {
    if (!unit.cut) continue;
    const entry = plans.get(unit.cut.plan) ?? { plan: unit.cut.plan, autoId: unit.cut.plan_auto_id, at: unit.cut.cut_at, by: unit.cut.cut_by, units: [] };
    entry.units.push(unit);
    plans.set(unit.cut.plan, entry);
  }
  return [...plans.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The work order page's cutting (issue 40 point 4): which units confirmed plans cut, when and by whom, the latest
 * re-openings with their reasons, and for a manager "Re-open for cutting" (the chosen cut units, with a reason), after
 * which those units are planned again.
 */
export function WorkOrderCutPanel({ state, canReopen }: { state: WorkOrderCutState; canReopen: boolean }) {
  const [reopening, setReopening] = useState(false);
  const summary = cutStateText(state);
  const plans = byPlan(state.units);
  return (
    <Card withBorder radius="md" aria-label="Cutting">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={5}>Cutting</Title>
          <Badge color={summary.color} variant="light">
            {summary.text}
          </Badge>
        </Group>
        {canReopen && state.units_cut > 0 && (
          <Button size="xs" variant="light" color="orange" leftSection={<IconRotate size={14} />} onClick={() => setReopening(true)}>
            Re-open for cutting
          </Button>
        )}
      </Group>
      {plans.length > 0 && (
        <List size="sm" spacing={4} mt="xs" aria-label="Cut by plans">
          {plans.map((entry) => (
            <List.Item key={entry.plan}>
              <Anchor component={Link} to={`/cutting/plans/${entry.plan}`} size="sm" fw={600}>
                Cut plan #{entry.autoId}
              </Anchor>{' '}
              · {entry.units.map((unit) => unit.sr_no).join(', ')} · {formatDateTime(entry.at)}
              {entry.by ? ` by ${entry.by}` : ''}
            </List.Item>
          ))}
        </List>
      )}
      {state.reopenings.length > 0 && (
        <Stack gap={2} mt="xs">
          <Text size="xs" c="dimmed" fw={600}>
            Re-opened
          </Text>
          <List size="xs" spacing={2} aria-label="Re-openings">
            {state.reopenings.map((r, index) => (
              <List.Item key={index}>
                {r.sr_no} (cut plan #{r.plan_auto_id}) · {formatDateTime(r.reopened_at)}
                {r.reopened_by ? ` by ${r.reopened_by}` : ''}: {r.reason}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {canReopen && (
        <Modal opened={reopening} onClose={() => setReopening(false)} title="Re-open cut units" centered>
          {reopening && <ReopenForm state={state} onDone={() => setReopening(false)} />}
        </Modal>
      )}
    </Card>
  );
}

function ReopenForm({ state, onDone }: { state: WorkOrderCutState; onDone: () => void }) {
  const cut = state.units.filter((unit) => unit.cut);
  const [chosen, setChosen] = useState<string[]>(cut.map((unit) => String(unit.production_item)));
  const [reason, setReason] = useState('');
  const reopen = useReopenCutUnits();
  const fieldErrors = reopen.error instanceof ApiError ? (reopen.error.body as Record<string, string[] | undefined> | null) : null;
  const submit = () =>
    reopen.mutate(
      { workOrder: state.work_order, reason, units: chosen.map(Number) },
      {
        onSuccess: () => {
          toastSuccess(CUT_PLAN_TEXT.reopened(chosen.length));
          onDone();
        },
      },
    );
  return (
    <form
      noValidate
      aria-label="Re-open cut units"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm">The chosen units are planned and cut again. The steel their first cut took stays used.</Text>
        <FormErrorAlert error={reopen.error} />
        <Checkbox.Group label="Units" value={chosen} onChange={setChosen} error={fieldErrors?.units?.[0]}>
          <Group gap="sm" mt={4}>
            {cut.map((unit) => (
              <Checkbox key={unit.production_item} value={String(unit.production_item)} label={`${unit.sr_no} (cut plan #${unit.cut!.plan_auto_id})`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label="Reason"
          withAsterisk
          placeholder="Jamb bent in transport"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={fieldErrors?.reason?.[0]}
          autosize
          minRows={2}
          maxLength={200}
        />
        <DialogFooter onCancel={onDone}>
          <Button type="submit" color="orange" loading={reopen.isPending} disabled={chosen.length === 0}>
            {chosen.length === 1 ? 'Re-open 1 unit' : `Re-open ${chosen.length} units`}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
