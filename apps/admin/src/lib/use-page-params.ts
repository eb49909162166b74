import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's filters and page number in the address (so reload and back keep them): strings as
 * given, `page` a positive integer. Changing a filter goes back to page 1.
 */
export function usePageParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = useMemo(
    () =>
      Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined])) as Record<K, string | undefined>,
    [params, keys],
  );
  const setFilters = useCallback(
    (next: Partial<Record<K, string | undefined>>) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next) as [string, string | undefined][]) {
          if (v === undefined || v === '') out.delete(k);
          else out.set(k, v);
        }
        out.delete('page');
        return out;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (p: number) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (p <= 1) out.delete('page');
        else out.set('page', String(p));
        return out;
      }),
    [setParams],
  );
  return { page, filters, setFilters, setPage, params };
}

/** antd Table pagination for a server-paged list. */
export function pagination(
  data: { total: number; page: number; limit: number } | undefined,
  setPage: (p: number) => void,
) {
  return {
    current: data?.page ?? 1,
    pageSize: data?.limit ?? 20,
    total: data?.total ?? 0,
    showSizeChanger: false,
    onChange: setPage,
  };
}
