import type { PricePoint } from '@mcc/contract';
import type { IChartApi, UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

export interface ChartPoint {
  at: string;
  price: string;
}

/** Times in the operator's zone: the library reads them as UTC, so each is shifted by the zone's offset. */
const localTime = (iso: string) => {
  const at = Date.parse(iso);
  return ((at - new Date(at).getTimezoneOffset() * 60_000) / 1000) as UTCTimestamp;
};

/** Decimals that show a price's first four significant digits (a token may be worth a fraction of a cent). */
function precisionOf(points: ChartPoint[]) {
  const smallest = Math.min(...points.map((p) => Number(p.price)));
  return smallest >= 1 ? 4 : Math.min(10, Math.ceil(-Math.log10(smallest)) + 3);
}

/**
 * A plan drawn before it is saved: the current price (where the plan starts from) and each point it
 * would apply, as steps — the price holds until the next point. The charting library is its own chunk,
 * loaded with this chart.
 */
export default function PlanChart({ points, now }: { points: ChartPoint[]; now?: PricePoint }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: IChartApi | undefined;
    let live = true;
    void import('lightweight-charts').then(({ createChart, LineSeries }) => {
      if (!live || !box.current) return;
      chart = createChart(box.current, {
        autoSize: true,
        layout: { attributionLogo: false },
        timeScale: { timeVisible: true },
      });
      const precision = precisionOf(points);
      const series = chart.addSeries(LineSeries, {
        lineType: 1, // steps
        lineWidth: 2,
        priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
      });
      const from = now && { at: now.appliedAt, price: now.price };
      const all = from && Date.parse(from.at) < Date.parse(points[0]?.at ?? '') ? [from, ...points] : points;
      // One value per time: the last point of a second wins, as the server would apply it.
      const bySecond = new Map(all.map((p) => [localTime(p.at), Number(p.price)]));
      series.setData([...bySecond].map(([time, value]) => ({ time, value })));
      chart.timeScale().fitContent();
    });
    return () => {
      live = false;
      chart?.remove();
    };
  }, [points, now]);
  return <div ref={box} style={{ height: 260 }} data-testid="plan-chart" data-points={points.length} />;
}
