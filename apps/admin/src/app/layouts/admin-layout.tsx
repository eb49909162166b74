import {
  AuditOutlined,
  DashboardOutlined,
  DollarOutlined,
  FundOutlined,
  LineChartOutlined,
  LockOutlined,
  LogoutOutlined,
  NotificationOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Layout, Menu, type MenuProps, Result, Space, Spin, Tag } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useLogout } from '../../features/auth/api.ts';
import { OpenAlertsBadge } from '../../features/chain-deposits/open-alerts-badge.tsx';
import { FailedVerificationBadge } from '../../features/ledger-proofs/failed-verification.tsx';
import { WaitingBadge } from '../../features/proposals/waiting-badge.tsx';
// Every area's texts: the pages inside this frame use them; the sign-in page never loads them.
import '../../locales/console-texts.ts';
import { signInTarget } from '../../lib/api.ts';
import { useMe } from '../../lib/operator.ts';
import {
  type MenuEntry,
  type MenuGroup,
  mayOpen,
  type PageName,
  paths,
  selectedMenuPage,
  visibleMenu,
} from '../../lib/routes.ts';
import { tokenStore } from '../../lib/storage.ts';

const ICONS: Partial<Record<PageName | MenuGroup['key'], ReactNode>> = {
  dashboard: <DashboardOutlined />,
  users: <UserOutlined />,
  finance: <DollarOutlined />,
  content: <NotificationOutlined />,
  pledge: <FundOutlined />,
  market: <LineChartOutlined />,
  settings: <SettingOutlined />,
  operators: <TeamOutlined />,
  audit: <AuditOutlined />,
};

/** The side menu's items for what the operator may open. */
export function useMenuItems(permissions: readonly string[]): MenuProps['items'] {
  const { t } = useTranslation();
  return useMemo(() => {
    const item = (entry: MenuEntry): NonNullable<MenuProps['items']>[number] =>
      entry.kind === 'page'
        ? {
            key: entry.page,
            icon: ICONS[entry.page],
            label: (
              <Link to={entry.path} data-testid={`menu-${entry.page}`}>
                {t(`menu.${entry.page}`)}
                {entry.page === 'proposals' && <WaitingBadge />}
                {entry.page === 'chainDeposits' && <OpenAlertsBadge />}
                {entry.page === 'ledgerProofs' && <FailedVerificationBadge />}
              </Link>
            ),
          }
        : {
            key: entry.key,
            icon: ICONS[entry.key],
            label: t(`menu.${entry.key}`),
            children: entry.children.map(item),
          };
    return visibleMenu(permissions).map(item);
  }, [permissions, t]);
}

function FullSpin() {
  return (
    <div className="page-center" data-testid="session-loading">
      <Spin size="large" />
    </div>
  );
}

/** The signed-in frame, inside antd's App so pages can ask for confirmation with `App.useApp().modal`. */
export default function AdminLayout() {
  return (
    <App>
      <Frame />
    </App>
  );
}

/** Side menu (only what `me.permissions` allows), language, account, sign-out. */
function Frame() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const me = useMe();
  const logout = useLogout();
  const [collapsed, setCollapsed] = useState(false);
  const permissions = me.data?.permissions ?? [];
  const items = useMenuItems(permissions);
  const selected = selectedMenuPage(location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(['finance', 'content', 'pledge', 'nft']);

  if (tokenStore.get() === null) {
    // Signing out goes to the sign-in page itself; a lost session remembers where the operator was.
    if (logout.isSuccess) return null;
    return <Navigate to={signInTarget(location.pathname + location.search)} replace />;
  }
  if (me.isPending) return <FullSpin />;
  if (me.isError || !me.data) {
    return (
      <div className="page-center">
        <Result
          status="warning"
          title={t('common.requestError')}
          extra={
            <Button type="primary" onClick={() => void me.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  const { operator } = me.data;

  const signOut = () =>
    modal.confirm({
      title: t('auth.signOutConfirm'),
      okText: t('auth.signOut'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout.mutateAsync();
        navigate(paths.login, { replace: true });
      },
    });

  const accountMenu: MenuProps['items'] = [
    {
      key: 'account',
      icon: <LockOutlined />,
      label: <Link to={paths.account}>{t('menu.account')}</Link>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="sign-out">{t('auth.signOut')}</span>,
      onClick: signOut,
    },
  ];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={220}
        className="admin-sider"
        style={{ position: 'sticky', top: 0, height: '100vh' }}
      >
        <div className="admin-logo">
          <BrandMark size={24} />
          {!collapsed && <span>{t('app.title')}</span>}
        </div>
        <Menu
          theme="dark"
          mode="inline"
          data-testid="side-menu"
          items={items}
          selectedKeys={selected ? [selected] : []}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={setOpenKeys}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <LanguageSelect />
          <Dropdown menu={{ items: accountMenu }} trigger={['click']}>
            <Button type="text" data-testid="account-menu">
              <Space>
                <UserOutlined />
                <span data-testid="operator-name">{operator.username}</span>
                <Tag color="blue">{t(`roles.${operator.role}`)}</Tag>
              </Space>
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Opens a page only for an operator whose role allows it; otherwise says so (the server refuses too). */
export function PageGate({ page, children }: { page: PageName; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return null;
  if (!mayOpen(page, me.data.permissions)) {
    return <Result status="403" title="403" subTitle={t('common.forbidden')} data-testid="forbidden" />;
  }
  return children;
}
