import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text.ts';
import '../../../locales/security/index.ts';

/** Saves `text` as a file on the device (a download of a text Blob). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copy them, download
 * them, and say they are saved to leave.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  return (
    <div data-testid="recovery-codes">
      <div className="security-step">{t('security.recovery.title')}</div>
      <p className="security-note">{t('security.recovery.note')}</p>
      <ol className="recovery-codes mono">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="recovery-actions">
        <Button color="primary" fill="outline" onClick={() => void copyText(text)}>
          {t('security.recovery.copy')}
        </Button>
        <Button
          color="primary"
          fill="outline"
          onClick={() => download(`${text}\n`, t('security.recovery.fileName'))}
        >
          {t('security.recovery.download')}
        </Button>
      </div>
      <div className="form-actions">
        <Button block color="primary" size="large" onClick={onSaved} data-testid="recovery-saved">
          {t('security.recovery.saved')}
        </Button>
      </div>
    </div>
  );
}
