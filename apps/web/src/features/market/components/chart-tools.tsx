import { HISTORY_RANGES, type HistoryRange } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ChartStyle } from './price-chart.tsx';

const CHART_STYLES: ChartStyle[] = ['candles', 'line'];

/** Above the chart: its range (1D … ALL) and its style (candles or a line), each a row of toggles. */
export function ChartTools({
  range,
  onRange,
  style,
  onStyle,
}: {
  range: HistoryRange;
  onRange: (range: HistoryRange) => void;
  style: ChartStyle;
  onStyle: (style: ChartStyle) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chart-tools">
      <div>
        {HISTORY_RANGES.map((r) => (
          <Button
            key={r}
            size="mini"
            fill={r === range ? 'solid' : 'none'}
            aria-pressed={r === range}
            onClick={() => onRange(r)}
            data-testid={`range-${r}`}
          >
            {r}
          </Button>
        ))}
      </div>
      <div>
        {CHART_STYLES.map((s) => (
          <Button
            key={s}
            size="mini"
            fill={s === style ? 'outline' : 'none'}
            aria-pressed={s === style}
            onClick={() => onStyle(s)}
          >
            {t(`market.${s}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
