import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routes.ts';
import '../../locales/placeholder/index.ts';

/** Shown by every route whose area is not built yet. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-center" data-testid="not-available">
      <ErrorBlock status="empty" title={t('notAvailable.title')} description={t('notAvailable.text')} />
      <Button color="primary" fill="outline" onClick={() => navigate(paths.pledge)}>
        {t('notAvailable.home')}
      </Button>
    </div>
  );
}
