import { AppOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { TAB_ITEMS, type TabName } from '../lib/routes.ts';

/** Drawn inline: two small line glyphs are cheaper than another icon set. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const ChartIcon = () => (
  <LineIcon>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 5-6" />
  </LineIcon>
);

const PledgeIcon = () => (
  <LineIcon>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M9 9h6v6H9z" />
  </LineIcon>
);

const ICONS: Record<TabName, ReactNode> = {
  pledge: <PledgeIcon />,
  nft: <AppOutline />,
  market: <ChartIcon />,
  me: <UserOutline />,
};

/**
 * The bottom bar of the four top-level pages (50 px, selected #23AFFF, background #060807); `badges`
 * puts a count on a tab (the NFT tab's unread order notifications).
 */
export function AppTabBar({ badges = {} }: { badges?: Partial<Record<TabName, number>> }) {
  const { t } = useTranslation();
  return (
    <div className="app-tab-bar">
      <nav aria-label="tabs">
        {TAB_ITEMS.map((item) => (
          <NavLink key={item.tab} to={item.path} end replace>
            <span className="tab-icon">
              {ICONS[item.tab]}
              {(badges[item.tab] ?? 0) > 0 && (
                <span className="tab-badge" data-testid={`tab-badge-${item.tab}`}>
                  {badges[item.tab]}
                </span>
              )}
            </span>
            <span>{t(`tabs.${item.tab}`)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
