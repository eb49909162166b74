import { ASSETS, type Asset } from '@mcc/contract';
import { List, Popup, Selector } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The day (among the digests published) and the asset whose proof the page checks. */
export function ProofPicker({
  days,
  day,
  asset,
  onDay,
  onAsset,
}: {
  days: string[];
  day: string;
  asset: Asset;
  onDay: (day: string) => void;
  onAsset: (asset: Asset) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="proof-card proof-picker">
      <List>
        <List.Item
          extra={<span data-testid="proof-day">{day}</span>}
          onClick={() => setOpen(true)}
          data-testid="proof-day-item"
        >
          {t('proof.day')}
        </List.Item>
      </List>
      <div className="proof-asset">
        <span>{t('proof.asset')}</span>
        <Selector
          columns={3}
          showCheckMark={false}
          value={[asset]}
          options={ASSETS.map((a) => ({ label: a, value: a }))}
          // A tap on the chosen asset would clear the choice: keep it.
          onChange={(values) => values[0] && onAsset(values[0])}
          data-testid="proof-asset"
        />
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="proof-days">
        <List header={t('proof.pickDay')}>
          {days.map((d) => (
            <List.Item
              key={d}
              arrowIcon={false}
              extra={d === day ? <CheckOutline /> : null}
              onClick={() => {
                setOpen(false);
                onDay(d);
              }}
              data-testid="proof-day-option"
            >
              {d}
            </List.Item>
          ))}
        </List>
      </Popup>
    </div>
  );
}
