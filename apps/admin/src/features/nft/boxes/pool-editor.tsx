import { type AdminSeries, BOX_POOL_MAX, BOX_WEIGHT_MAX } from '@mcc/contract';
import { Form, Progress } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { WholeField } from '../core/form-fields.tsx';
import type { FieldRule } from '../core/problem-rule.ts';
import { EMPTY_ROW, type PoolRow, poolOdds } from './box-input.ts';
import { SeriesRows } from './series-rows.tsx';

const wholeOrZero = (n: number | null | undefined) => (typeof n === 'number' && Number.isInteger(n) ? n : 0);

/**
 * A new box's pool: up to BOX_POOL_MAX series, each once, with a weight and the copies to set aside.
 * Each row's chance to be drawn follows its weight as the operator types, worded as the server will.
 */
export function PoolEditor({
  series,
  rule,
}: {
  series: readonly AdminSeries[];
  rule(path: (string | number)[]): FieldRule;
}) {
  const { t } = useTranslation();
  const pool: (PoolRow | undefined)[] = Form.useWatch('pool', Form.useFormInstance()) ?? [];
  const odds = poolOdds(pool.map((r) => r?.weight));
  const stock = pool.reduce((sum, r) => sum + wholeOrZero(r?.stock), 0);

  const number = (field: FormListFieldData, key: 'weight' | 'stock', max: number) => (
    <WholeField
      name={[field.name, key]}
      rule={rule(['pool', field.name, key])}
      // The stock allowed depends on the series picked.
      after={key === 'stock' ? [['pool', field.name, 'seriesId']] : undefined}
      min={1}
      max={max}
      testId={`pool-${key}-${field.name}`}
    />
  );

  return (
    <SeriesRows
      name="pool"
      series={series}
      max={BOX_POOL_MAX}
      newRow={EMPTY_ROW}
      addText={t('boxes.addSeries')}
      seriesSpan={10}
      showAvailable
      rule={rule}
      testPrefix="pool"
      footer={t('boxes.poolTotal', { count: pool.length, stock })}
      columns={[
        { title: t('boxes.weight'), span: 4, render: (f) => number(f, 'weight', BOX_WEIGHT_MAX) },
        { title: t('boxes.stock'), span: 4, render: (f) => number(f, 'stock', 100_000) },
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
