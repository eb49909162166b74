import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../components/copy-text.ts';
import { useTeamPromote } from '../../features/team/api/team.ts';
import { InvitePoster } from '../../features/team/components/invite-poster.tsx';
import { inviteLink } from '../../features/team/invite-link.ts';
import { percentText } from '../../lib/rate.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

/** My promotion: the invite code and link (each copied with one tap), the QR poster, the commission rule. */
export default function PromotePage() {
  const { t } = useTranslation();
  const promote = useTeamPromote().data;
  const config = useSysConfig();
  const shares = config?.commissionBp;
  const link = promote && inviteLink(promote.link, config?.publicUrl, window.location.origin);
  return (
    <div data-testid="promote-page">
      {promote && link && (
        <>
          <div className="promote-card">
            <div className="promote-label">{t('promote.inviteCode')}</div>
            <div className="promote-code" data-testid="invite-code">
              {promote.inviteCode}
            </div>
            <div className="promote-label">{t('promote.link')}</div>
            <div className="mono promote-link" data-testid="invite-link">
              {link}
            </div>
            <div className="promote-actions">
              <Button color="primary" fill="outline" onClick={() => void copyText(promote.inviteCode)}>
                {t('promote.copyCode')}
              </Button>
              <Button color="primary" fill="outline" onClick={() => void copyText(link)}>
                {t('promote.copyLink')}
              </Button>
            </div>
          </div>
          <div className="section-title">{t('promote.poster')}</div>
          <InvitePoster link={link} code={promote.inviteCode} />
        </>
      )}
      {shares && (
        <p className="pledge-note" data-testid="commission-rule">
          {t('promote.rule', {
            first: percentText(shares[0]),
            second: percentText(shares[1]),
            third: percentText(shares[2]),
          })}
        </p>
      )}
    </div>
  );
}
