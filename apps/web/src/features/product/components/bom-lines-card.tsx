import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A card of a product's lines, raw materials or other costs: its title, the add form where the lines can be edited,
 * then the lines or the spec's "none yet" text. The product page shows it read-only, the BOM editor with `addForm`.
 */
export function BomLinesCard({
  title,
  emptyText,
  isEmpty,
  addForm,
  children,
}: {
  title: string;
  emptyText: string;
  isEmpty: boolean;
  addForm?: ReactNode;
  /** The lines' table, shown when there are lines. */
  children: ReactNode;
}) {
  const lines = isEmpty ? (
    <Text c="dimmed" ta="center" py={addForm ? 'md' : 'sm'}>
      {emptyText}
    </Text>
  ) : (
    children
  );
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={5} mb="sm">
        {title}
      </Title>
      {addForm ? (
        <>
          {addForm}
          <Stack gap={0} mt="md">
            {lines}
          </Stack>
        </>
      ) : (
        lines
      )}
    </Card>
  );
}

/** The one-row form above a card's lines: its fields, then Add (spinning while the call runs). */
export function AddLineForm({
  label,
  pending,
  onSubmit,
  children,
}: {
  /** The form's accessible name ("Add raw material"). */
  label: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        {children}
        <Button type="submit" mt={24} leftSection={<IconPlus size={16} />} loading={pending}>
          Add
        </Button>
      </Group>
    </form>
  );
}
