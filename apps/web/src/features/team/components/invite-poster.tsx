import { Button } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text.ts';
import { showToast } from '../../../lib/indicators.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';
import { renderPoster } from '../poster.ts';

/** The poster as a PNG file, for the share sheet. */
const pngFile = (canvas: HTMLCanvasElement, name: string) =>
  new Promise<File>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type: 'image/png' })) : reject()),
      'image/png',
    ),
  );

/**
 * The promotion poster as an image (a long press saves it on a phone), a "save" button that downloads
 * the PNG, and — where the browser has the Web Share API — "share", which hands the PNG itself to the
 * share sheet when the browser can share files, else the invite link with a line of text. Drawn again
 * when the link or the language changes. Loaded lazily by the promotion page: the QR encoder and the
 * drawing stay out of every other page's download.
 */
export default function InvitePoster({ link, code }: { link: string; code: string }) {
  const { t, i18n } = useTranslation();
  const siteName = useSysConfig()?.siteName || 'MCC';
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes with `language`, which is listed
  const poster = useMemo(() => {
    try {
      const canvas = renderPoster(link, {
        brand: siteName,
        slogan: t('promote.slogan'),
        headline: t('promote.headline'),
        scan: t('promote.scan'),
        codeLabel: t('promote.codeLabel'),
        code,
      });
      return { canvas, png: canvas.toDataURL('image/png') };
    } catch {
      // No 2D canvas (a very old WebView): the code and link above still work.
      return null;
    }
  }, [link, code, siteName, language]);

  const fileName = `${siteName}-invite-${code}.png`;
  // Made ahead: Safari shares only from within the tap itself, not after waiting for the PNG.
  const [file, setFile] = useState<File>();
  useEffect(() => {
    setFile(undefined);
    if (poster) void pngFile(poster.canvas, fileName).then(setFile, () => {});
  }, [poster, fileName]);

  if (!poster) return null;
  const save = () => {
    const anchor = document.createElement('a');
    anchor.href = poster.png;
    anchor.download = fileName;
    anchor.click();
    showToast(t('promote.saved'), 'success');
  };
  const share = async () => {
    const message = { title: siteName, text: t('promote.shareText', { code, site: siteName }) };
    try {
      if (file && navigator.canShare?.({ files: [file] }))
        await navigator.share({ ...message, files: [file] });
      else await navigator.share({ ...message, url: link });
    } catch (e) {
      // Closing the share sheet is no failure; anything else leaves the link on the clipboard instead.
      if ((e as Error | undefined)?.name !== 'AbortError') await copyText(link);
    }
  };
  return (
    <div className="invite-poster">
      <img src={poster.png} alt={t('promote.posterAlt')} data-testid="poster-image" />
      <div className="invite-poster-actions">
        <Button block color="primary" size="large" onClick={save} data-testid="save-poster">
          {t('promote.save')}
        </Button>
        {typeof navigator.share === 'function' && (
          <Button
            block
            color="primary"
            fill="outline"
            size="large"
            onClick={() => void share()}
            data-testid="share-poster"
          >
            {t('promote.share')}
          </Button>
        )}
      </div>
      <p className="pledge-note">{t('promote.saveHint')}</p>
    </div>
  );
}
