import { List } from 'antd-mobile';
import {
  CheckShieldOutline,
  GlobalOutline,
  KeyOutline,
  MailOutline,
  PhoneFill,
  ScanCodeOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/routes.ts';
import type { SecurityOverview } from '../../../lib/security.ts';
import '../../../locales/security/index.ts';

interface Row {
  id: string;
  icon: ReactNode;
  title: string;
  /** The protection's state: on or off, set or not, the masked contact, how many. */
  state: string;
  /** Whether the state is the safe one (drawn in the success colour) or one to act on. */
  good: boolean;
  action: string;
  to: string;
}

/** One row per protection: its state and the action that changes it, each on its own page. */
export function ProtectionList({ overview: o }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const s = (key: string, options: Record<string, unknown> = {}) => t(`security.states.${key}`, options);
  const a = (key: string) => t(`security.actions.${key}`);
  const rows: Row[] = [
    {
      id: 'totp',
      icon: <ScanCodeOutline />,
      title: t('security.items.totp'),
      state: o.totp.on ? s('recoveryLeft', { count: o.totp.recoveryCodesLeft }) : s('off'),
      good: o.totp.on,
      action: o.totp.on ? a('manage') : a('setUp'),
      to: paths.securityTotp,
    },
    {
      id: 'pay-password',
      icon: <KeyOutline />,
      title: t('security.items.payPassword'),
      state: o.payPassword ? s('set') : s('notSet'),
      good: o.payPassword,
      action: o.payPassword ? a('edit') : a('set'),
      to: paths.payPassword,
    },
    {
      id: 'mobile',
      icon: <PhoneFill />,
      title: t('security.items.mobile'),
      state: o.mobile ?? s('unbound'),
      good: o.mobile !== null,
      action: o.mobile ? a('change') : a('bind'),
      to: paths.changeMobile,
    },
    {
      id: 'email',
      icon: <MailOutline />,
      title: t('security.items.email'),
      state: o.email ?? s('unbound'),
      good: o.email !== null,
      action: o.email ? a('change') : a('bind'),
      to: paths.changeEmail,
    },
    {
      id: 'anti-phishing',
      icon: <CheckShieldOutline />,
      title: t('security.items.antiPhishing'),
      state: o.antiPhishing || s('notSet'),
      good: o.antiPhishing !== '',
      action: o.antiPhishing ? a('edit') : a('set'),
      to: paths.securityAntiPhishing,
    },
    {
      id: 'addresses',
      icon: <UnorderedListOutline />,
      title: t('security.items.addresses'),
      state: s(o.addresses.whitelistOnly ? 'whitelistOnly' : 'addresses', { count: o.addresses.count }),
      good: o.addresses.whitelistOnly,
      action: a('manage'),
      to: paths.securityAddresses,
    },
    {
      id: 'sessions',
      icon: <GlobalOutline />,
      title: t('security.items.sessions'),
      state: s('sessions', { count: o.sessions }),
      good: true,
      action: a('manage'),
      to: paths.securitySessions,
    },
  ];
  return (
    <List className="protection-list">
      {rows.map((row) => (
        <List.Item
          key={row.id}
          prefix={<span className="protection-icon">{row.icon}</span>}
          description={
            <span
              className={row.good ? 'protection-good' : 'protection-todo'}
              data-testid={`state-${row.id}`}
            >
              {row.state}
            </span>
          }
          extra={row.action}
          onClick={() => navigate(row.to)}
          data-testid={`protection-${row.id}`}
        >
          {row.title}
        </List.Item>
      ))}
    </List>
  );
}
