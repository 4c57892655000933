import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconCheck, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../lib/i18n/i18n';
import { ConfirmDialog } from './confirm-dialog-modal';

/** The facts of a cutting plan (cut list or nest plan) in a grid, one column on a phone; `children` below them. */
export function PlanFactsCard({ facts, children }: { facts: { label: string; value: ReactNode }[]; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text size="sm" component="div">
              {fact.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {children}
    </Paper>
  );
}

/**
 * The header buttons of a cutting plan: Print, and for a planner while the plan is Planned, Discard and Confirm as cut
 * (the page gives those two labels: the cut list shows them in English, the nest plan in the reader's language).
 * Confirm as cut opens `confirmation`'s dialog, which stays open while its call runs and closes once it settled.
 */
export function PlanActions({
  printTo,
  canChange,
  labels,
  onDiscard,
  discarding,
  confirmation,
}: {
  printTo: string;
  canChange: boolean;
  labels: { discard: string; confirm: string };
  onDiscard: () => void;
  discarding: boolean;
  confirmation: { title: string; message: string; loading: boolean; onConfirm: (close: () => void) => void };
}) {
  const t = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  return (
    <Group gap="xs">
      <Button component={Link} to={printTo} variant="default" leftSection={<IconPrinter size={16} />}>
        {t('Print')}
      </Button>
      {canChange && (
        <>
          <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={onDiscard} loading={discarding}>
            {labels.discard}
          </Button>
          <Button color="green" leftSection={<IconCheck size={16} />} onClick={() => setConfirming(true)}>
            {labels.confirm}
          </Button>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        onConfirm={() => confirmation.onConfirm(close)}
        loading={confirmation.loading}
        title={confirmation.title}
        message={confirmation.message}
      />
    </Group>
  );
}
