import { api } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';
import { noticeKeys } from './keys.ts';

/** `GET /api/index/notice?page`: published notices, newest first, page by page. */
export function useNotices() {
  const lang = useLanguage();
  return usePagedQuery(noticeKeys.list(lang), api.notice.list);
}

/**
 * `GET /api/index/detail?id`: one notice; `content` is HTML the server has sanitised. A refusal is not
 * toasted: the page shows it in place of the notice.
 */
export function fetchNotice(id: number) {
  return unwrap(call(api.notice.detail, { id }, { toastFailure: false }));
}
export function useNotice(id: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: noticeKeys.detail(lang, id ?? 0),
    queryFn: () => fetchNotice(id ?? 0),
    enabled: id !== undefined,
  });
}
