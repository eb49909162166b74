import { useState } from 'react';
import { assetUrl } from '../lib/asset-url.ts';
import { useSysConfig } from '../lib/sys-config.ts';

/** The logo the app ships; the settings' own logo replaces it, and it stands in when that one fails. */
const SHIPPED_LOGO = '/logo.svg';

/** The sign-in pages' header: the site's logo and name above the page's greeting. */
export function BrandHeader({ greeting }: { greeting: string }) {
  const config = useSysConfig();
  const [broken, setBroken] = useState(false);
  const logo = !broken && config?.logo ? assetUrl(config.logo) : SHIPPED_LOGO;
  return (
    <div className="auth-brand">
      <img
        src={logo}
        alt={config?.siteName ?? 'MCC'}
        width={64}
        height={64}
        onError={() => setBroken(true)}
        data-testid="brand-logo"
      />
      <div>{greeting}</div>
    </div>
  );
}
