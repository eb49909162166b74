import type { UserSession } from '@mcc/contract';
import { Button, Dialog, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/indicators.ts';
import { useRefreshSecurity } from '../../../lib/security.ts';
import { endOtherSessions, endSession } from '../api/security.ts';
import '../../../locales/security/index.ts';

/**
 * The account's signed-in sessions, this device first and marked 本机: device, masked address, when it
 * signed in and was last seen. Any other can be signed out, or all others at once.
 */
export function SessionList({ sessions }: { sessions: UserSession[] }) {
  const { t } = useTranslation();
  const refresh = useRefreshSecurity();
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current).length;

  /** Asks `question`; then `end` signs out on the server, and the list is read again whatever came of it. */
  const confirmThen = async (question: string, end: () => Promise<string>) => {
    const confirmed = await Dialog.confirm({
      content: question,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      showToast(await end(), 'success');
    } catch {
      // The request client has said why.
    }
    void refresh();
  };

  return (
    <>
      <List data-testid="session-list">
        {ordered.map((session) => {
          // An agent the server could not name (a script, an unusual browser) has no device name.
          const device = session.device || t('security.sessions.unknownDevice');
          return (
            <List.Item
              key={session.id}
              data-testid="session"
              description={
                <>
                  <div>{session.ip}</div>
                  <div>
                    {t('security.sessions.signedIn')} {formatTime(session.signedInAt)}
                  </div>
                  <div>
                    {t('security.sessions.lastSeen')} {formatTime(session.lastSeenAt)}
                  </div>
                </>
              }
              extra={
                session.current ? null : (
                  <Button
                    size="mini"
                    color="danger"
                    fill="outline"
                    onClick={() =>
                      void confirmThen(t('security.sessions.endConfirm', { device }), async () => {
                        await endSession(session.id);
                        return t('security.sessions.ended');
                      })
                    }
                  >
                    {t('security.sessions.end')}
                  </Button>
                )
              }
            >
              <span data-testid="session-device">{device}</span>
              {session.current && (
                <Tag color="success" fill="outline" className="session-current" data-testid="session-current">
                  {t('security.sessions.current')}
                </Tag>
              )}
            </List.Item>
          );
        })}
      </List>
      {others === 0 ? (
        <p className="security-note">{t('security.sessions.onlyThis')}</p>
      ) : (
        <div className="form-actions">
          <Button
            block
            color="danger"
            fill="outline"
            size="large"
            data-testid="end-other-sessions"
            onClick={() =>
              void confirmThen(t('security.sessions.endOthersConfirm'), async () =>
                t('security.sessions.endedOthers', { count: await endOtherSessions() }),
              )
            }
          >
            {t('security.sessions.endOthers')}
          </Button>
        </div>
      )}
    </>
  );
}
