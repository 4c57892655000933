import { ActionIcon, Group, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useTranslate } from '../lib/i18n/i18n';

/** The page numbers shown around the current one: a window of `size` pages, kept inside 1..last. */
export function pageWindow(page: number, lastPage: number, size = 4): number[] {
  const start = Math.max(1, Math.min(page - 1, lastPage - size + 1));
  const end = Math.min(lastPage, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export interface PagerProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** First, previous, a window of about 4 pages, next, last. */
export function Pager({ page, lastPage, onChange, disabled }: PagerProps) {
  const t = useTranslate();
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  return (
    <Group gap={4} wrap="nowrap" aria-label={t('Pagination')} role="navigation">
      <ActionIcon variant="default" aria-label={t('First page')} disabled={disabled || atStart} onClick={() => onChange(1)}>
        <IconChevronsLeft size={16} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={t('Previous page')}
        disabled={disabled || atStart}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      {pageWindow(page, lastPage).map((n) => (
        <ActionIcon
          key={n}
          variant={n === page ? 'filled' : 'default'}
          aria-label={t('Page {{n}}', { n })}
          aria-current={n === page ? 'page' : undefined}
          disabled={disabled && n !== page}
          onClick={() => n !== page && onChange(n)}
        >
          <Text size="xs" fw={600} component="span">
            {n}
          </Text>
        </ActionIcon>
      ))}
      <ActionIcon variant="default" aria-label={t('Next page')} disabled={disabled || atEnd} onClick={() => onChange(page + 1)}>
        <IconChevronRight size={16} />
      </ActionIcon>
      <ActionIcon variant="default" aria-label={t('Last page')} disabled={disabled || atEnd} onClick={() => onChange(lastPage)}>
        <IconChevronsRight size={16} />
      </ActionIcon>
    </Group>
  );
}
