import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { useNotice } from '../../features/notice/api/notices.ts';
import '../../features/notice/notice.css';
import { formatTime } from '../../lib/format.ts';
import { ApiError } from '../../lib/request.ts';
import '../../locales/notice/index.ts';
import { idParam } from '../../lib/id-param.ts';

/** One announcement: title, time and its rich text (HTML the server has sanitised). */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const { data, error, refetch } = useNotice(id);

  if (id === undefined) return <ErrorState title={t('notice.notFound')} />;
  if (error) {
    // Refused (withdrawn, or never was): nothing to retry. A lost call may work the next time.
    const lost = error instanceof ApiError && error.key === 'REQUEST_FAILED';
    return lost ? (
      <ErrorState title={t('common.requestError')} onRetry={() => void refetch()} />
    ) : (
      <ErrorState title={t('notice.notFound')} />
    );
  }
  if (!data) return null;
  return (
    <article className="notice-detail" data-testid="notice-detail" lang={data.lang}>
      <h2 className="notice-detail-title" data-testid="notice-title">
        {data.important && (
          <Tag color="danger" fill="outline" className="notice-important">
            {t('notice.important')}
          </Tag>
        )}
        {data.title}
      </h2>
      <div className="notice-detail-time">{formatTime(data.publishAt)}</div>
      <div
        className="notice-html"
        data-testid="notice-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises notice HTML on write and on read
        dangerouslySetInnerHTML={{ __html: data.content }}
      />
    </article>
  );
}
