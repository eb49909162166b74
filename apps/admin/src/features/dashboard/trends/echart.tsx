import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the trends draw: bars and lines on a grid, a legend, a tooltip, drawn as SVG (crisp at any
// zoom, and its text is in the page for screen readers and tests). The whole library would be ~3× larger.
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/**
 * An ECharts chart as a React component: made on mount, given each new option whole (`notMerge`, so a
 * series that left the option leaves the chart), resized with its box, disposed on unmount.
 */
export function EChart({
  option,
  height = 280,
  testId,
}: {
  option: ChartOption;
  height?: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init>>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = init(el, undefined, { renderer: 'svg' });
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} />;
}
