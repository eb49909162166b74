import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A page chunk that failed to load (offline, a new deploy): offer a reload rather than a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="app-column">
      <div className="page-center">
        <ErrorBlock status="disconnected" title={t('common.requestError')} description="" />
        <Button color="primary" onClick={() => window.location.reload()}>
          {t('common.confirm')}
        </Button>
      </div>
    </div>
  );
}
