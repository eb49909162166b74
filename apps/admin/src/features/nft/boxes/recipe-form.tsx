import { type AdminRecipe, type AdminSeries, RECIPE_INPUT_COUNT_MAX, RECIPE_INPUTS_MAX } from '@mcc/contract';
import { Form, Row } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AmountField, FormField } from '../../../components/form/fields.tsx';
import { FormModal, useFormModal } from '../../../components/form/form-modal.tsx';
import { useAllSeries } from '../core/api.ts';
import { LocalizedTabs } from '../core/localized-tabs.tsx';
import { PublishedField, SortField } from '../core/nft-fields.tsx';
import { NFT_ERRORS } from '../core/problem-text.ts';
import { SeriesSelect } from '../core/series-select.tsx';
import { useSaveRecipe } from './api.ts';
import { AssetField } from './asset-field.tsx';
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
  const save = useSaveRecipe();
  const series = useAllSeries().data ?? [];
  const { form, modal } = useFormModal<RecipeFormValues>({
    texts: 'recipes',
    id: recipe?.id,
    initialValues: recipe ? recipeFormValues(recipe) : NEW_RECIPE,
    problems: recipeProblems,
    errors: NFT_ERRORS,
    onClose,
    prepare(values) {
      const body = recipeInput(values);
      return {
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
  const feeAsset = Form.useWatch('feeAsset', form) ?? recipe?.feeAsset ?? 'USDT';
  const inputs: (InputRow | undefined)[] = Form.useWatch('inputs', form) ?? [];
  const picked = new Set(inputs.flatMap((i) => (i?.seriesId ? [i.seriesId] : [])));

  return (
    <FormModal {...modal} width={820} testId="recipe-modal">
      <LocalizedTabs fields={['name']} />
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
          testPrefix="inputs"
          columns={[
            { title: t('recipes.count'), span: 6, whole: { key: 'count', max: RECIPE_INPUT_COUNT_MAX } },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <FormField
          name="outputSeriesId"
          label={t('recipes.output')}
          required
          extra={t('recipes.outputHint')}
          after={['inputs']}
          md={12}
        >
          {() => <SeriesSelect series={series} taken={picked} testId="recipe-output" />}
        </FormField>
        <AmountField
          name="fee"
          label={t('recipes.fee')}
          extra={t('recipes.feeHint')}
          after={['feeAsset']}
          suffix={feeAsset}
          md={8}
          xs={16}
        />
        <AssetField name="feeAsset" md={4} xs={8} />
        <SortField md={12} xs={12} />
        <PublishedField hint={t('recipes.publishedHint')} md={12} xs={12} />
      </Row>
    </FormModal>
  );
}
