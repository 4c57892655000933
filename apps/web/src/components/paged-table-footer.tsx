import { Group, Text } from '@mantine/core';
import { PAGE_SIZE } from '@steelworks/contract/common/pagination';
import { useTranslate } from '../lib/i18n/i18n';
import { Pager } from './pager';
import type { PagedQuery } from './use-paged-query';

/**
 * Under a paged list: "Showing 11-20 of 57 · Page 2 of 6" (in Hindi for a Hindi reader, issue 40 point 9), and the pager
 * when there is more than one page.
 */
export function PagedTableFooter<T>({ query }: { query: PagedQuery<T> }) {
  const t = useTranslate();
  const first = query.count === 0 ? 0 : (query.page - 1) * PAGE_SIZE + 1;
  const last = query.countIsEstimate ? first + query.rows.length - 1 : Math.min(query.count, query.page * PAGE_SIZE);
  // A count that stopped: a search's at 1,000 ("1,000+", count is the cap), any other list's at 10,000 (an estimate).
  const total = query.countIsCapped ? `${query.count.toLocaleString('en-US')}+` : query.countIsEstimate ? '10,000+' : query.count;
  const pages = query.countIsCapped ? `${query.lastPage}+` : query.countIsEstimate ? t('about {{n}}', { n: query.lastPage }) : query.lastPage;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {query.count > 0 ? `${t('Showing {{first}}-{{last}} of {{total}}', { first, last, total })} · ` : ''}
        {t('Page {{page}} of {{pages}}', { page: query.page, pages })}
      </Text>
      {/* One page needs no pager (docs/product/screens-and-texts.md#column-headings: the completed-orders table pages only above 10 rows). */}
      {query.lastPage > 1 && (
        <Pager page={query.page} lastPage={query.lastPage} onChange={query.setPage} disabled={query.isFetching} />
      )}
    </Group>
  );
}
