import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminSeries } from '@mcc/contract';
import { Button, Col, Form, Row, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../components/form/field-rules.ts';
import { WholeField } from '../../../components/form/fields.tsx';
import { SeriesSelect } from '../core/series-select.tsx';

/**
 * A row's extra column: its header and what each row shows under it — a whole number from 1 to `max`
 * (`<list>.<row>.<key>`, test id `<testPrefix>-<key>-<row>`, judged again when the row's `after`
 * changes), or what `render` makes.
 */
export interface RowColumn {
  title: string;
  span: number;
  whole?: { key: string; max: number; after?: string };
  render?(field: FormListFieldData): ReactNode;
}

/**
 * A list of series rows (a box's pool, a recipe's inputs): a series per row, picked once in the list,
 * the list's own columns beside it, Remove, and Add until `max` rows. Problems show under the field
 * they belong to (the form's rules), and the list's own (too few, too many, a series twice) under the
 * list.
 */
export function SeriesRows({
  name,
  series,
  max,
  newRow,
  addText,
  seriesSpan,
  columns,
  showAvailable,
  footer,
  testPrefix,
}: {
  name: 'pool' | 'inputs';
  series: readonly AdminSeries[];
  max: number;
  newRow: { seriesId: number | null };
  addText: string;
  seriesSpan: number;
  columns: RowColumn[];
  showAvailable?: boolean;
  footer?: ReactNode;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { rule } = useFieldRules();
  const rows: ({ seriesId: number | null } | undefined)[] = Form.useWatch(name, form) ?? [];
  const taken = new Set(rows.flatMap((r) => (r?.seriesId ? [r.seriesId] : [])));
  const removeSpan = 24 - seriesSpan - columns.reduce((sum, c) => sum + c.span, 0);

  return (
    <Form.List name={name} rules={rule && [rule([name])]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="series-rows" data-testid={`${testPrefix}-rows`}>
          <Row gutter={12} className="series-rows-head">
            <Col span={seriesSpan}>{t('boxes.series')}</Col>
            {columns.map((c) => (
              <Col span={c.span} key={c.title}>
                {c.title}
              </Col>
            ))}
          </Row>
          {fields.map((field) => (
            <Row gutter={12} key={field.key} data-testid={`${testPrefix}-row-${field.name}`}>
              <Col span={seriesSpan}>
                <Form.Item
                  name={[field.name, 'seriesId']}
                  rules={rule && [rule([name, field.name, 'seriesId'])]}
                >
                  <SeriesSelect
                    series={series}
                    taken={taken}
                    showAvailable={showAvailable}
                    testId={`${testPrefix}-series-${field.name}`}
                  />
                </Form.Item>
              </Col>
              {columns.map((c) => (
                <Col span={c.span} key={c.title}>
                  {c.whole ? (
                    <WholeField
                      name={[field.name, c.whole.key]}
                      rule={rule?.([name, field.name, c.whole.key])}
                      after={c.whole.after ? [[name, field.name, c.whole.after]] : undefined}
                      min={1}
                      max={c.whole.max}
                      testId={`${testPrefix}-${c.whole.key}-${field.name}`}
                    />
                  ) : (
                    c.render?.(field)
                  )}
                </Col>
              ))}
              <Col span={removeSpan}>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('common.remove')}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  data-testid={`${testPrefix}-remove-${field.name}`}
                />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Row justify="space-between" align="middle" gutter={12}>
            <Col>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= max}
                onClick={() => add(newRow)}
                data-testid={`${testPrefix}-add`}
              >
                {addText}
              </Button>
            </Col>
            <Col>
              <Typography.Text type="secondary">{footer}</Typography.Text>
            </Col>
          </Row>
        </div>
      )}
    </Form.List>
  );
}
