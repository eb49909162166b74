import { Badge, Dialog, Grid, List } from 'antd-mobile';
import {
  BankcardOutline,
  BillOutline,
  CheckShieldOutline,
  GiftOutline,
  HistogramOutline,
  LockOutline,
  MessageOutline,
  PicturesOutline,
  PlayOutline,
  SendOutline,
  SoundOutline,
  TagOutline,
  TeamOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CoinIcon } from '../../components/coin-icon.tsx';
import { copyText } from '../../components/copy-text.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { logout, logoutEverywhere } from '../../features/auth/api/accounts.ts';
import { LanguageItem } from '../../features/auth/components/language-item.tsx';
import { useOrderTips } from '../../features/nft/sale/api/tips.ts';
import { BalancesStrip } from '../../features/wallet/components/balances-strip.tsx';
import { paths, type RouteName } from '../../lib/routes.ts';
import { endSession } from '../../lib/session.ts';
import { useUserCenter } from '../../lib/user-center.ts';
import '../../locales/account/index.ts';
import '../../locales/nft/index.ts';

// With the security area's texts, loaded only when there is an alert (the page's first-load budget).
const SecurityAlertBar = lazy(() => import('../../features/security/components/security-alert-bar.tsx'));

/** Entries to every area of the product, in the order a user looks for them. */
const AREAS: { name: RouteName; icon: ReactNode }[] = [
  { name: 'usdt', icon: <CoinIcon asset="USDT" /> },
  { name: 'mcc', icon: <CoinIcon asset="MCC" /> },
  { name: 'wallet', icon: <BankcardOutline /> },
  { name: 'coinMix', icon: <HistogramOutline /> },
  { name: 'pledgeOrder', icon: <BillOutline /> },
  { name: 'nft', icon: <PicturesOutline /> },
  { name: 'luckbox', icon: <GiftOutline /> },
  { name: 'nftGame', icon: <PlayOutline /> },
  { name: 'auction', icon: <TagOutline /> },
  { name: 'team', icon: <TeamOutline /> },
  { name: 'promote', icon: <UserAddOutline /> },
  { name: 'transfer', icon: <SendOutline /> },
  { name: 'security', icon: <LockOutline /> },
  { name: 'liabilityProof', icon: <CheckShieldOutline /> },
  { name: 'notice', icon: <SoundOutline /> },
  { name: 'feedback', icon: <MessageOutline /> },
];

export default function UserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useUserCenter();
  const user = data?.userinfo;
  const unreadOrders = useOrderTips().data?.unread ?? 0;
  const alerts = data?.securityAlerts;
  /** An area's icon, the security entry's with the count of changes the user has not looked at. */
  const iconOf = (area: (typeof AREAS)[number]) =>
    area.name === 'security' && alerts && alerts.count > 0 ? (
      <Badge content={alerts.count > 99 ? '99+' : alerts.count} data-testid="security-badge">
        {area.icon}
      </Badge>
    ) : (
      area.icon
    );

  /** Asks `question`; then `revoke` ends the session(s) on the server and this device lands on sign-in. */
  const signOut = async (question: string, revoke: () => Promise<unknown>) => {
    const confirmed = await Dialog.confirm({
      content: question,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await revoke();
    } catch {
      // Refused: this device stays signed in; the request client has shown the server's message.
      return;
    }
    endSession();
    navigate(paths.login, { replace: true });
  };

  return (
    <div data-testid="user-page">
      <div className="user-card">
        <UserAvatar src={user?.avatar} />
        <div>
          <div className="user-card-name" data-testid="user-nickname">
            {user?.nickname ?? t('user.notSignedIn')}
          </div>
          {user && (
            <div className="user-card-meta">
              <button type="button" onClick={() => copyText(user.uid)} data-testid="copy-uid">
                {t('user.uid')}: {user.uid}
              </button>
              <button type="button" onClick={() => copyText(user.inviteCode)} data-testid="copy-invite">
                {t('user.inviteCode')}: {user.inviteCode}
              </button>
            </div>
          )}
        </div>
      </div>
      {/* Drawn before the answer arrives (with dashes), so nothing below moves when it lands. */}
      <div className="user-stats">
        <div>
          <strong>{data ? (data.inviter?.nickname ?? t('common.none')) : '—'}</strong>
          {t('user.inviter')}
        </div>
        <div>
          <strong data-testid="direct-members">{data ? data.directMembers : '—'}</strong>
          {t('user.directMembers')}
        </div>
      </div>
      <BalancesStrip />
      {/* Above the menu, the first thing after the figures: a change the user may not have made. */}
      {alerts && alerts.count > 0 && (
        <Suspense fallback={null}>
          <SecurityAlertBar alerts={alerts} />
        </Suspense>
      )}
      <div className="section-title">{t('user.areas')}</div>
      <Grid columns={4} className="area-grid">
        {AREAS.map((area) => (
          <Grid.Item key={area.name} onClick={() => navigate(paths[area.name])}>
            {iconOf(area)}
            <span>{t(`routes.${area.name}`)}</span>
          </Grid.Item>
        ))}
      </Grid>
      <div className="section-title">{t('tabs.nft')}</div>
      <List>
        <List.Item onClick={() => navigate(`${paths.nft}?tab=mine`)} data-testid="my-nfts">
          {t('nft.tabs.mine')}
        </List.Item>
        <List.Item
          onClick={() => navigate(`${paths.nft}?tab=orders`)}
          extra={unreadOrders > 0 ? <Badge content={unreadOrders} data-testid="orders-badge" /> : null}
          data-testid="my-nft-orders"
        >
          {t('nft.tabs.orders')}
        </List.Item>
      </List>
      <div className="section-title">{t('user.settings')}</div>
      <List>
        <List.Item onClick={() => navigate(paths.profile)}>{t('user.profile')}</List.Item>
        <List.Item
          onClick={() => navigate(paths.payPassword)}
          extra={user ? t(user.hasPayPassword ? 'payPassword.isSet' : 'payPassword.notSet') : null}
        >
          {t('user.payPassword')}
        </List.Item>
        <LanguageItem />
        <List.Item onClick={() => signOut(t('user.logoutConfirm'), logout)} data-testid="logout">
          {t('user.logout')}
        </List.Item>
        <List.Item
          onClick={() => signOut(t('user.logoutEverywhereConfirm'), logoutEverywhere)}
          data-testid="logout-everywhere"
        >
          {t('user.logoutEverywhere')}
        </List.Item>
      </List>
    </div>
  );
}
