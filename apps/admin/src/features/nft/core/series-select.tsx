import type { AdminSeries } from '@mcc/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A series picker over every series (drafts too: a box or recipe may be readied before its series is
 * published). Series in `taken` (picked on another row) are offered disabled, so a list cannot name
 * one twice; `showAvailable` adds the copies each has left to set aside, which bounds a pool's stock.
 */
export function SeriesSelect({
  value,
  onChange,
  series,
  taken,
  showAvailable = false,
  availableKey = 'boxes.available',
  testId,
}: {
  value?: number | null;
  onChange?: (id: number) => void;
  series: readonly AdminSeries[];
  taken: ReadonlySet<number>;
  showAvailable?: boolean;
  /** The words for the copies left (`{{n}}`): what a box may set aside, what an auction may offer. */
  availableKey?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const options = series.map((s) => {
    const name = `#${s.id} ${s.name['zh-Hans']} · ${t(`nft.rarities.${s.rarity}`)}`;
    return {
      value: s.id,
      label: showAvailable ? `${name} · ${t(availableKey, { n: s.remaining })}` : name,
      disabled: s.id !== value && taken.has(s.id),
    };
  });
  return (
    <Select<number>
      value={value ?? undefined}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('boxes.pickSeries')}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
