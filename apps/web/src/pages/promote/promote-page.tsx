import { Button } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { copyText } from '../../components/copy-text.ts';
import { useTeamPromote } from '../../features/team/api/team.ts';
import { inviteLink } from '../../features/team/invite-link.ts';
import { percentText } from '../../lib/rate.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

// The poster's drawing and the QR encoder load after the code and link are on screen.
const InvitePoster = lazy(() => import('../../features/team/components/invite-poster.tsx'));

/** The characters of the link kept whole at its end (the invite code is there): the middle gives way. */
const LINK_TAIL = 12;

/**
 * A value on one line with its copy button: the invite link is cut in the middle with an ellipsis when
 * it is wider than the card (its start and its code stay in sight), never broken across lines.
 */
function CopyRow({
  label,
  value,
  copyLabel,
  testId,
  tail = 0,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
  tail?: number;
}) {
  const { t } = useTranslation();
  const cut = Math.max(0, value.length - tail);
  return (
    <div className="promote-row">
      <div className="promote-row-text">
        <div className="promote-label">{label}</div>
        <div className={`promote-value promote-${testId}`} data-testid={testId} title={value}>
          <span className="promote-value-head">{value.slice(0, cut)}</span>
          {tail > 0 && <span className="promote-value-tail">{value.slice(cut)}</span>}
        </div>
      </div>
      <Button
        size="small"
        color="primary"
        fill="outline"
        aria-label={copyLabel}
        onClick={() => void copyText(value)}
        data-testid={`copy-${testId}`}
      >
        {t('common.copy')}
      </Button>
    </div>
  );
}

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
            <CopyRow
              label={t('promote.inviteCode')}
              value={promote.inviteCode}
              copyLabel={t('promote.copyCode')}
              testId="invite-code"
            />
            <CopyRow
              label={t('promote.link')}
              value={link}
              copyLabel={t('promote.copyLink')}
              testId="invite-link"
              tail={LINK_TAIL}
            />
          </div>
          <div className="section-title">{t('promote.poster')}</div>
          <Suspense fallback={<CardSkeleton lines={8} />}>
            <InvitePoster link={link} code={promote.inviteCode} />
          </Suspense>
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
