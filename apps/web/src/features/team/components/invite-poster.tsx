import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/indicators.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';
import { renderPoster } from '../poster.ts';

/**
 * The promotion poster as a PNG image (a long press saves it on a phone) and a "save poster" button
 * that downloads the same PNG. Drawn again when the link or the language changes.
 */
export function InvitePoster({ link, code }: { link: string; code: string }) {
  const { t, i18n } = useTranslation();
  const siteName = useSysConfig()?.siteName || 'MCC';
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes with `language`, which is listed
  const png = useMemo(() => {
    try {
      return renderPoster(link, {
        title: siteName,
        slogan: t('promote.slogan'),
        code: t('promote.posterCode', { code }),
        scan: t('promote.scan'),
      });
    } catch {
      // No 2D canvas (a very old WebView): the code and link above still work.
      return null;
    }
  }, [link, code, siteName, language]);

  if (!png) return null;
  const save = () => {
    const anchor = document.createElement('a');
    anchor.href = png;
    anchor.download = `${siteName}-invite-${code}.png`;
    anchor.click();
    showToast(t('promote.saved'), 'success');
  };
  return (
    <div className="invite-poster">
      <img src={png} alt={t('promote.posterAlt')} data-testid="poster-image" />
      <Button block color="primary" size="large" onClick={save} data-testid="save-poster">
        {t('promote.save')}
      </Button>
      <p className="pledge-note">{t('promote.saveHint')}</p>
    </div>
  );
}
