import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the query string (?field_staff=3&from_date=...), so a reload, back/forward and a link sent
 * to a colleague open the same view (issue 14 point 3). Setting a filter goes back to the first page (`pageParam` is
 * removed) and adds a history entry; an empty value removes the parameter.
 */
export function useUrlFilters<Name extends string>(
  names: readonly Name[],
  pageParam = 'page',
): [Record<Name, string>, (changes: Partial<Record<Name, string>>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? ''])) as Record<Name, string>;

  // Build on the URL of the latest render (another filter may have changed since this setter was made).
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const setValues = useCallback(
    (changes: Partial<Record<Name, string>>) =>
      setSearchParams(() => {
        const next = new URLSearchParams(latest.current);
        for (const [name, value] of Object.entries(changes) as Array<[string, string | undefined]>) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete(pageParam);
        return next;
      }),
    [pageParam, setSearchParams],
  );
  return [values, setValues];
}
