import type { OrderTip } from '@mcc/contract';
import { Badge, Empty, List, Popup } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format.ts';
import { useOrderTips, useReadTip } from '../api/tips.ts';

/**
 * The bell of the NFT pages: its badge counts the unread order notifications; it opens them, newest
 * first. Opening one marks it read and leads to the order (`onOpen`).
 */
export function TipsBell({ onOpen }: { onOpen: (tip: OrderTip) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tips = useOrderTips();
  const read = useReadTip();
  const unread = tips.data?.unread ?? 0;
  const choose = async (tip: OrderTip) => {
    setOpen(false);
    if (!tip.read) await read(tip.id);
    onOpen(tip);
  };
  return (
    <>
      <button
        type="button"
        className="nft-bell"
        onClick={() => setOpen(true)}
        aria-label={t('nft.tips.open', { count: unread })}
        data-testid="tips-bell"
      >
        <Badge content={unread > 0 ? unread : null} data-testid="tips-badge">
          <BellOutline />
        </Badge>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} showCloseButton>
        <div className="nft-tips" data-testid="tips-list">
          <h2>{t('nft.tips.title')}</h2>
          {tips.data && tips.data.list.length === 0 && <Empty description={t('nft.tips.empty')} />}
          <List>
            {tips.data?.list.map((tip) => (
              <List.Item
                key={tip.id}
                onClick={() => void choose(tip)}
                description={formatTime(tip.createdAt)}
                className={tip.read ? undefined : 'nft-tip-unread'}
                data-testid={`tip-${tip.id}`}
                data-read={tip.read}
              >
                {t(`nft.tips.${tip.kind}`, { name: tip.seriesName, quantity: tip.quantity })}
              </List.Item>
            ))}
          </List>
        </div>
      </Popup>
    </>
  );
}
