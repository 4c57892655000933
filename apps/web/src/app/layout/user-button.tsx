import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@steelworks/contract/roles';
import type { ComponentPropsWithRef } from 'react';
import { useTranslate } from '../../lib/i18n/i18n';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

type UserButtonProps = { role: string | null; name: string } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style' | 'role'>;

/** The header's avatar with the name and role: the user menu's target, and what stands there until the menu loads. */
export function UserButton({ role, name, ...button }: UserButtonProps) {
  const t = useTranslate();
  const roleLabel = t(role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : 'User');
  return (
    <UnstyledButton aria-label={t('User menu')} {...button}>
      <Group gap="xs" wrap="nowrap">
        <Avatar color="indigo" radius="xl" size={34}>
          {initials(name)}
        </Avatar>
        <div style={{ lineHeight: 1.1 }}>
          <Text size="sm" fw={600} visibleFrom="sm" lineClamp={1}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {roleLabel}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
