import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page chunk that failed to load (offline, a new deploy) or a render fault: offer a reload. Plain
 * markup rather than antd's Result, which would put its illustrations into every first load.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="page-center" role="alert">
      <div style={{ textAlign: 'center' }}>
        <p style={{ fontSize: 18, marginBottom: 16 }}>{t('common.pageFailed')}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </div>
    </div>
  );
}
