import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotice } from '../../features/content/api.ts';
import { NoticeEditor } from '../../features/content/notice-editor.tsx';
import { paths } from '../../lib/routes.ts';

/** Create (`/content/notices/new`) or edit a notice: title and HTML text per language, flags, publish time. */
export default function NoticeEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id === undefined ? undefined : Number(params.id);
  const existing = useNotice(id);

  if (id !== undefined && (!Number.isInteger(id) || existing.isError)) {
    return (
      <Result
        status="404"
        title={t('notices.notFound')}
        extra={<Link to={paths.notices}>{t('menu.notices')}</Link>}
      />
    );
  }
  return (
    <div data-testid="notice-edit-page">
      <PageHeader title={id === undefined ? t('notices.new') : t('notices.editTitle', { id })} />
      {id !== undefined && !existing.data ? (
        <Skeleton active />
      ) : (
        <NoticeEditor key={id ?? 'new'} notice={existing.data} />
      )}
    </div>
  );
}
