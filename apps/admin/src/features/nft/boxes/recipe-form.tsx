import { type AdminRecipe, type AdminSeries, RECIPE_INPUT_COUNT_MAX, RECIPE_INPUTS_MAX } from '@mcc/contract';
import { Col, Form, Row } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useAllSeries } from '../core/api.ts';
import { AmountField, AssetField, SortField, SwitchField, WholeField } from '../core/form-fields.tsx';
import { LocalizedTabs } from '../core/localized-tabs.tsx';
import { problemRule } from '../core/problem-rule.ts';
import { SeriesSelect } from '../core/series-select.tsx';
import { useConfirmedSave } from '../core/use-confirmed-save.ts';
import { useSaveRecipe } from './api.ts';
import {
  EMPTY_INPUT,
  type InputRow,
  NEW_RECIPE,
  type RecipeFormValues,
  recipeFormValues,
  recipeInput,
  recipeProblems,
} from './recipe-input.ts';
import { SeriesRows } from './series-rows.tsx';

/** "晨星 × 2 + 海浪 × 1 → 极光": what a recipe takes and makes, for the confirmation. */
function formula(t: TFunction, series: readonly AdminSeries[], body: ReturnType<typeof recipeInput>) {
  const name = (id: number) => series.find((s) => s.id === id)?.name['zh-Hans'] ?? `#${id}`;
  const inputs = body.inputs.map((i) => t('recipes.times', { name: name(i.seriesId), count: i.count }));
  return `${inputs.join(' + ')} → ${name(body.outputSeriesId)}`;
}

/**
 * Create or edit a chain-game recipe in a modal: its name per language, 1–5 input series with the
 * copies of each it burns, the series it mints (not one of the inputs), the fee and its asset ('0' for
 * none), published and order. A recipe is replaced whole when saved.
 */
export function RecipeModal({ recipe, onClose }: { recipe?: AdminRecipe; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecipeFormValues>();
  const save = useSaveRecipe();
  const series = useAllSeries().data ?? [];
  const feeAsset = Form.useWatch('feeAsset', form) ?? recipe?.feeAsset ?? 'USDT';
  const inputs: (InputRow | undefined)[] = Form.useWatch('inputs', form) ?? [];
  const check = problemRule(t, () => recipeProblems(form.getFieldsValue(true)));

  const modalProps = useConfirmedSave({
    form,
    saving: save.isPending,
    onClose,
    prepare() {
      const values: RecipeFormValues = form.getFieldsValue(true);
      const body = recipeInput(values);
      return {
        title: recipe ? t('recipes.saveConfirm') : t('recipes.createConfirm'),
        content: t('recipes.confirmText', {
          name: body.name['zh-Hans'],
          formula: formula(t, series, body),
          fee: body.fee === '0' ? t('recipes.free') : `${body.fee} ${body.feeAsset}`,
          state: t(body.published ? 'nft.published' : 'nft.draft'),
        }),
        send: () => save.mutateAsync({ id: recipe?.id, body }),
      };
    },
  });

  return (
    <FormModal<RecipeFormValues>
      title={recipe ? t('recipes.editTitle', { id: recipe.id }) : t('recipes.new')}
      initialValues={recipe ? recipeFormValues(recipe) : NEW_RECIPE}
      width={820}
      testId="recipe-modal"
      {...modalProps}
    >
      <LocalizedTabs fields={['name']} rule={check} testPrefix="recipe" />
      <Form.Item
        label={t('recipes.inputs')}
        required
        extra={t('recipes.inputsHint', { max: RECIPE_INPUTS_MAX, count: RECIPE_INPUT_COUNT_MAX })}
      >
        <SeriesRows
          name="inputs"
          series={series}
          max={RECIPE_INPUTS_MAX}
          newRow={EMPTY_INPUT}
          addText={t('recipes.addInput')}
          seriesSpan={16}
          rule={check}
          testPrefix="inputs"
          columns={[
            {
              title: t('recipes.count'),
              span: 6,
              render: (f) => (
                <WholeField
                  name={[f.name, 'count']}
                  rule={check(['inputs', f.name, 'count'])}
                  min={1}
                  max={RECIPE_INPUT_COUNT_MAX}
                  testId={`inputs-count-${f.name}`}
                />
              ),
            },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="outputSeriesId"
            label={t('recipes.output')}
            required
            extra={t('recipes.outputHint')}
            rules={[check(['outputSeriesId'])]}
            dependencies={['inputs']}
          >
            <SeriesSelect
              series={series}
              taken={new Set(inputs.flatMap((i) => (i?.seriesId ? [i.seriesId] : [])))}
              testId="recipe-output"
            />
          </Form.Item>
        </Col>
        <Col xs={16} md={8}>
          <AmountField
            name="fee"
            label={t('recipes.fee')}
            extra={t('recipes.feeHint')}
            rule={check(['fee'])}
            after={['feeAsset']}
            suffix={feeAsset}
            testId="recipe-fee"
          />
        </Col>
        <Col xs={8} md={4}>
          <AssetField name="feeAsset" rule={check(['feeAsset'])} testId="recipe-feeAsset" />
        </Col>
        <Col xs={12} md={12}>
          <SortField rule={check(['sort'])} />
        </Col>
        <Col xs={12} md={12}>
          <SwitchField
            name="published"
            label={t('nft.published')}
            extra={t('recipes.publishedHint')}
            testId="recipe-published"
          />
        </Col>
      </Row>
    </FormModal>
  );
}
