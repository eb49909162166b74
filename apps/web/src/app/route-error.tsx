import { Button, createErrorBlock } from 'antd-mobile';
import { disconnectedImage } from 'antd-mobile/es/components/error-block/images/disconnected';
import { useTranslation } from 'react-i18next';

/**
 * antd-mobile's ErrorBlock with only the picture shown here: its stock export carries all four pictures
 * (~6 KB gz), and this screen is in the entry chunk.
 */
const ErrorBlock = createErrorBlock({ disconnected: disconnectedImage });

/**
 * A page chunk that failed to load (offline, a new deploy): offer a reload rather than a blank screen,
 * and the way home (a full load: the router that failed is not trusted to navigate).
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="app-column">
      <div className="page-center">
        <ErrorBlock status="disconnected" title={t('common.requestError')} description="" />
        <div className="error-state-actions">
          <Button color="primary" onClick={() => window.location.reload()}>
            {t('firstRun.retry')}
          </Button>
          <Button color="primary" fill="outline" onClick={() => window.location.assign('/')}>
            {t('firstRun.home')}
          </Button>
        </div>
      </div>
    </div>
  );
}
