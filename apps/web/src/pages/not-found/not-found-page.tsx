import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routes.ts';
import '../../locales/placeholder/index.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-center" data-testid="not-found">
      <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.text')} />
      <Button color="primary" fill="outline" onClick={() => navigate(paths.pledge, { replace: true })}>
        {t('notFound.home')}
      </Button>
    </div>
  );
}
