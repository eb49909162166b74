import type { AppealSide, AppealState } from '@mcc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateTag } from '../../../components/state-tag.tsx';

const APPEAL_COLORS: Record<AppealState, string> = { open: 'warning', decided: 'success', closed: 'default' };

export const AppealStateTag = ({ state }: { state: AppealState }) => (
  <StateTag state={state} texts="appeals.states" colors={APPEAL_COLORS} testId="appeal" />
);

/** The buyer in blue and the seller in purple everywhere an appeal names a side, the platform in gold. */
const SIDE_COLORS: Record<AppealSide | 'operator', string> = {
  buyer: 'blue',
  seller: 'purple',
  operator: 'gold',
};

export function SideTag({ side }: { side: AppealSide | 'operator' }) {
  const { t } = useTranslation();
  return <Tag color={SIDE_COLORS[side]}>{t(`appeals.sides.${side}`)}</Tag>;
}

/** The copy an appeal is about, as operators and users name it: "Series #12". */
export const copyName = (a: { seriesName: string; serial: number }) => `${a.seriesName} #${a.serial}`;
