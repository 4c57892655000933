/**
 * The count statement of a list counted by the server's `cappedCounter` (DECISIONS 13): at most 10,001 matches are
 * read (above that the server asks the planner for an estimate, which costs no rows).
 */
export function cappedCountSql(matchingIds: string): string {
  return `select count(*) from (${matchingIds} limit 10001) "capped"`;
}
