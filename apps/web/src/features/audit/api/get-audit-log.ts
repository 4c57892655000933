import type { AuditEntry } from '@steelworks/contract/audit';
import type { Paged } from '@steelworks/contract/common/pagination';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams, type UsePagedQueryOptions } from '../../../components/use-paged-query';

/** The filters of the audit log: a user (username), a record (kind and id), a date range. */
export type AuditFilters = { user?: string; entity?: string; entity_id?: number | string; from?: string; to?: string };

/** GET /audit/log/ (admin): changes newest first. */
function getAuditLog(params: PagedParams & AuditFilters, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  const { page, user, entity, entity_id, from, to } = params;
  return api.get<Paged<AuditEntry>>('/audit/log/', { page, user, entity, entity_id, from, to }, signal);
}

export const auditQueryKey = ['audit', 'log'] as const;

/** The paged audit log with the page in the URL; `filters` narrow it (the History panel passes one record). */
export function useAuditLog(filters: AuditFilters, options?: UsePagedQueryOptions) {
  return usePagedQuery(auditQueryKey, getAuditLog, filters, { csvPath: '/audit/log/', ...options });
}
