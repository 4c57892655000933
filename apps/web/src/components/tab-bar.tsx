import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TabBarProps {
  value: string;
  onChange: (value: string | null) => void;
  tabs: readonly { value: string; label: ReactNode }[];
}

/** The tabs over a list page (a status each); the page keeps the chosen tab in the URL and shows its list below. */
export function TabBar({ value, onChange, tabs }: TabBarProps) {
  return (
    <Tabs value={value} onChange={onChange} keepMounted={false} mb="md">
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
