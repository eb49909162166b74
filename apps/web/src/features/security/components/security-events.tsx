import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatTime } from '../../../lib/format.ts';
import type { SecurityOverview } from '../../../lib/security.ts';
import '../../../locales/security/index.ts';

/** The latest changes of the account's protection, newest first: what, from which device and address, when. */
export function SecurityEvents({ events }: { events: SecurityOverview['events'] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="section-title">{t('security.events.title')}</div>
      {events.length === 0 ? (
        <EmptyState text={t('security.events.empty')} testId="security-events-empty" />
      ) : (
        <EventList events={events} />
      )}
    </>
  );
}

function EventList({ events }: { events: SecurityOverview['events'] }) {
  const { t } = useTranslation();
  return (
    <List data-testid="security-events">
      {events.map((event) => (
        <List.Item
          key={`${event.kind}-${event.at}`}
          description={
            // Empty when an operator did it (a reset, a lifted hold).
            event.device || event.ip
              ? [event.device, event.ip].filter(Boolean).join(' · ')
              : t('security.events.byOperator')
          }
          extra={<span className="security-event-time">{formatTime(event.at)}</span>}
          data-testid="security-event"
        >
          {t(`security.events.kinds.${event.kind}`)}
        </List.Item>
      ))}
    </List>
  );
}
