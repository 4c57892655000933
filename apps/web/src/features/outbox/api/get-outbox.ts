import type { OutboxMessage } from '@steelworks/contract/account';
import type { Paged } from '@steelworks/contract/common/pagination';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';

/** GET /account/outbox/ (admin): the mail the embedded install "sent", newest first. */
function getOutbox(params: PagedParams, signal?: AbortSignal): Promise<Paged<OutboxMessage>> {
  return api.get<Paged<OutboxMessage>>('/account/outbox/', { page: params.page, search: params.search }, signal);
}

export const outboxQueryKey = ['account', 'outbox'] as const;

/** The paged outbox with page and search in the URL. */
export function useOutbox() {
  return usePagedQuery(outboxQueryKey, getOutbox, undefined, { csvPath: '/account/outbox/' });
}
