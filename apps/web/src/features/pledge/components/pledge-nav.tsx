import { UnorderedListOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { assetUrl } from '../../../lib/asset-url.ts';
import { paths } from '../../../lib/routes.ts';
import { useSysConfig } from '../../../lib/sys-config.ts';

/**
 * The entry page's own navigation bar (the spec's "custom nav bar"): the site's logo and name, the page
 * title, and a shortcut to the user's orders.
 */
export function PledgeNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSysConfig();
  // A logo that does not load (a wrong address in the settings) is left out rather than shown broken.
  const [logoBroken, setLogoBroken] = useState(false);
  return (
    <header className="app-nav pledge-nav">
      <span className="pledge-nav-brand">
        {config?.logo && !logoBroken && (
          <img
            src={assetUrl(config.logo)}
            alt=""
            width={22}
            height={22}
            onError={() => setLogoBroken(true)}
          />
        )}
        {config?.siteName}
      </span>
      <h1 className="app-nav-title">{t('routes.pledge')}</h1>
      <button
        type="button"
        className="nav-icon-button pledge-nav-action"
        aria-label={t('routes.pledgeOrder')}
        onClick={() => navigate(paths.pledgeOrder)}
        data-testid="nav-orders"
      >
        <UnorderedListOutline />
      </button>
    </header>
  );
}
