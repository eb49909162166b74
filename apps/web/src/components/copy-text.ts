import { i18n } from '../lib/i18n.ts';
import { showToast } from '../lib/indicators.ts';

/** The old-browser path: a hidden textarea and execCommand, which WebViews still honour. */
function legacyCopy(text: string): boolean {
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Copies and says so: 复制成功, or 不支持复制 when neither clipboard route works. */
export async function copyText(text: string): Promise<boolean> {
  let ok = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      ok = true;
    }
  } catch {
    ok = false;
  }
  if (!ok) ok = legacyCopy(text);
  showToast(i18n.t(ok ? 'common.copySuccess' : 'common.copyUnsupported'));
  return ok;
}
