import { type AdminSeries, BOX_POOL_MAX, BOX_WEIGHT_MAX } from '@mcc/contract';
import { Form, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_ROW, type PoolRow, poolOdds } from './box-input.ts';
import { SeriesRows } from './series-rows.tsx';

const wholeOrZero = (n: number | null | undefined) => (typeof n === 'number' && Number.isInteger(n) ? n : 0);

/**
 * A new box's pool: up to BOX_POOL_MAX series, each once, with a weight and the copies to set aside.
 * Each row's chance to be drawn follows its weight as the operator types, worded as the server will.
 */
export function PoolEditor({ series }: { series: readonly AdminSeries[] }) {
  const { t } = useTranslation();
  const pool: (PoolRow | undefined)[] = Form.useWatch('pool', Form.useFormInstance()) ?? [];
  const odds = poolOdds(pool.map((r) => r?.weight));
  const stock = pool.reduce((sum, r) => sum + wholeOrZero(r?.stock), 0);

  return (
    <SeriesRows
      name="pool"
      series={series}
      max={BOX_POOL_MAX}
      newRow={EMPTY_ROW}
      addText={t('boxes.addSeries')}
      seriesSpan={10}
      showAvailable
      testPrefix="pool"
      footer={t('boxes.poolTotal', { count: pool.length, stock })}
      columns={[
        { title: t('boxes.weight'), span: 4, whole: { key: 'weight', max: BOX_WEIGHT_MAX } },
        // The stock allowed depends on the series picked.
        { title: t('boxes.stock'), span: 4, whole: { key: 'stock', max: 100_000, after: 'seriesId' } },
        {
          title: t('boxes.odds'),
          span: 5,
          render: (f) => {
            const chance = odds[f.name];
            return (
              <Form.Item>
                <div data-testid={`pool-odds-${f.name}`}>
                  <Progress
                    percent={chance === null || chance === undefined ? 0 : Number(chance)}
                    size="small"
                    // A lone series is certain, not "done": no success colour or tick.
                    status="normal"
                    format={() => (chance ? `${chance}%` : '–')}
                  />
                </div>
              </Form.Item>
            );
          },
        },
      ]}
    />
  );
}
