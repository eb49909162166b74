import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/routes.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import '../../locales/resale/index.ts';

/**
 * How an appeal starts, above the user's appeals: an appeal is always about a resale order (opened from
 * the order's page once it is paid), so the page says when one can be opened and leads to the orders.
 */
export function AppealHowTo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const minutes = useSysConfig()?.resale.appealAfterMinutes;
  return (
    <section className="appeal-how-to" data-testid="appeal-how-to">
      <strong>{t('resale.howToAppeal')}</strong>
      {/* The buyer's wait is a setting: the sentence waits for it rather than guess. */}
      {minutes !== undefined && <p>{t('resale.howToAppealText', { minutes })}</p>}
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => navigate(`${paths.nft}?tab=orders`)}
        data-testid="appeal-find-order"
      >
        {t('resale.findOrder')}
      </Button>
    </section>
  );
}
