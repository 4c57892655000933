import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Statement } from '@steelworks/contract/dealer-statement';
import { api, downloadFile } from '../../../../lib/api-client';

export type StatementRange = { from: string; to: string };

const statementKeys = {
  statement: (dealerId: number | string, range: StatementRange) => ['billing', 'statement', String(dealerId), range] as const,
};

const statementPath = (dealerId: number | string) => `/billing/dealers/${dealerId}/statement`;

/** GET /billing/dealers/:id/statement?from&to — opening balance, the rows of the range with their running balance, closing. */
function getStatement(dealerId: number | string, range: StatementRange, signal?: AbortSignal): Promise<Statement> {
  return api.get<Statement>(statementPath(dealerId), range, signal);
}

/** `enabled` false while the range is the wrong way round (the page says so; the last statement stays shown). */
export function useStatement(dealerId: number | string, range: StatementRange, enabled = true) {
  return useQuery({
    queryKey: statementKeys.statement(dealerId, range),
    queryFn: ({ signal }) => getStatement(dealerId, range, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The same statement as the server's CSV (?format=csv), fetched with the token and handed to the browser as a file. */
export function downloadStatementCsv(dealerId: number | string, range: StatementRange): Promise<void> {
  return downloadFile(statementPath(dealerId), { ...range, format: 'csv' }, `statement-${dealerId}-${range.from}-${range.to}.csv`);
}
