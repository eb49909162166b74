import type { SecurityAlerts } from '@mcc/contract';
import { ExclamationCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/routes.ts';
import './security-alert-bar.css';
import '../../../locales/security/index.ts';

/**
 * The user centre's alert of what changed the account's protection since the user last opened the
 * security page: the newest change in the security page's words, from which device and when, and how
 * many more; a tap opens the page. Loaded only when there is something to say (the user centre's
 * first-load budget), with the security area's texts.
 */
export default function SecurityAlertBar({ alerts }: { alerts: SecurityAlerts }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { latest, count } = alerts;
  if (!latest) return null;
  const params = {
    what: t(`security.events.kinds.${latest.kind}`),
    time: formatTime(latest.at),
    more: count > 1 ? t('security.events.alert.more', { count: count - 1 }) : '',
  };
  // No device and no address: an operator did it (a reset authenticator), at someone's request.
  const byOperator = !latest.device && !latest.ip;
  const text = byOperator
    ? t('security.events.alert.byOperator', params)
    : t('security.events.alert.event', {
        ...params,
        device: latest.device || t('security.sessions.unknownDevice'),
      });
  return (
    <button
      type="button"
      className="security-alert"
      onClick={() => navigate(paths.security)}
      data-testid="security-alert"
    >
      <ExclamationCircleOutline className="security-alert-icon" />
      <span>{text}</span>
      <RightOutline className="security-alert-icon" />
    </button>
  );
}
