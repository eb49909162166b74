import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/routes.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('common.notFound')}
      data-testid="not-found"
      extra={
        <Link to={paths.dashboard}>
          <Button type="primary">{t('menu.dashboard')}</Button>
        </Link>
      }
    />
  );
}
