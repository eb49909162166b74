import type { Asset, Balance } from '@mcc/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CoinIcon } from '../../../components/coin-icon.tsx';
import { Amount } from '../../../components/money/amount.tsx';
import { LIVE_ROUTES, paths, type RouteName } from '../../../lib/routes.ts';
import '../../../locales/wallet/index.ts';

/**
 * One wallet on the wallet page: the asset's icon, available, frozen, total (dashes until the balances
 * arrive, stars while amounts are hidden); opens its page when that page exists.
 */
export function AssetRow({
  title,
  asset,
  balance,
  route,
  hidden = false,
}: {
  title: string;
  asset: Asset;
  balance?: Balance;
  route?: RouteName;
  hidden?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = route && LIVE_ROUTES.includes(route) ? paths[route] : undefined;
  return (
    <List.Item
      data-testid={`asset-${title}`}
      onClick={to ? () => navigate(to) : undefined}
      arrowIcon={to ? undefined : false}
      prefix={<CoinIcon asset={asset} size={32} />}
      extra={<Amount value={balance?.available} asset={asset} hidden={hidden} testId="asset-available" />}
      description={
        <>
          {t('wallet.frozen')} <Amount value={balance?.frozen} asset={asset} hidden={hidden} /> ·{' '}
          {t('wallet.total')} <Amount value={balance?.total} asset={asset} hidden={hidden} />
        </>
      }
    >
      {title}
    </List.Item>
  );
}
