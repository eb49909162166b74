import { type AdminRecipe, adminApi, PUBLISH_STATES } from '@mcc/contract';
import { Space, Typography } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, idColumn, Money } from '../../components/list/columns.tsx';
import { DateRangeFilter, SearchFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { asText, DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { useNftRecipes } from '../../features/nft/boxes/api.ts';
import { PublishedTag } from '../../features/nft/boxes/box-tags.tsx';
import { NftImage } from '../../features/nft/core/nft-image.tsx';
import { PublishFilter } from '../../features/nft/core/publish-filter.tsx';
import { useCan } from '../../lib/operator.ts';

/** The form (and the contract's schema it checks with) loads when an operator opens it. */
const RecipeModal = lazy(() =>
  import('../../features/nft/boxes/recipe-form.tsx').then((m) => ({ default: m.RecipeModal })),
);

const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  status: oneOf(PUBLISH_STATES),
  ...sortBy(['sort', 'createdAt'] as const),
};

type Part = AdminRecipe['output'];

/**
 * Chain-game recipes: every operator reads them (what each burns and mints, how often it was used),
 * by the day they were made, an id or name and whether published;
 * creating and editing need `content.write`, and the controls for it show only to those who have it.
 */
export default function RecipesPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const recipes = useNftRecipes(list.query);
  const mayWrite = useCan('content.write');
  const form = useRowForm<AdminRecipe>();

  /** A series in a recipe: its picture, its name, and what is said of it (how many, how many left). */
  const part = (s: Part | AdminRecipe['inputs'][number], note: string) => (
    <Space key={s.seriesId} size={8}>
      <NftImage src={s.image} size={32} />
      <span>
        {s.seriesName} <Typography.Text type="secondary">{note}</Typography.Text>
      </span>
    </Space>
  );

  return (
    <ListPage<AdminRecipe>
      testId="nft-recipes-page"
      title={t('menu.nftRecipes')}
      extra={mayWrite && form.newButton(t('recipes.new'), 'new-recipe')}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['id', 'name']} width={180} />
          <PublishFilter />
        </>
      }
      query={list}
      list={recipes}
      listId="nft-recipes"
      exportCall={{ route: adminApi.boxes.recipesExport, query: list.query, name: 'nft-recipes' }}
      scrollX={1080}
      tableTestId="recipe-table"
      columns={[
        idColumn(60),
        {
          title: t('nft.name'),
          key: 'name',
          width: 180,
          render: (_, r) => <strong data-testid="recipe-row-name">{r.name['zh-Hans']}</strong>,
        },
        {
          title: t('recipes.inputs'),
          key: 'inputs',
          render: (_, r) => (
            <Space orientation="vertical" size={4} data-testid="recipe-row-inputs">
              {r.inputs.map((i) => part(i, `× ${i.count}`))}
            </Space>
          ),
        },
        {
          title: t('recipes.output'),
          key: 'output',
          render: (_, r) => (
            <span data-testid="recipe-row-output">
              {part(r.output, t('recipes.outputLeft', { left: r.output.left }))}
            </span>
          ),
        },
        {
          title: t('recipes.fee'),
          key: 'fee',
          className: 'nowrap',
          align: 'right',
          render: (_, r) =>
            Number(r.fee) === 0 ? t('recipes.free') : <Money value={r.fee} asset={r.feeAsset} />,
        },
        {
          title: t('nft.published'),
          dataIndex: 'published',
          width: 90,
          render: (published: boolean) => <PublishedTag published={published} />,
        },
        { title: t('recipes.made'), dataIndex: 'made', width: 90 },
        { title: t('nft.sort'), dataIndex: 'sort', width: 80, sorter: true },
        ...(mayWrite
          ? [
              actionsColumn<AdminRecipe>(
                t('common.actions'),
                (r) => form.editButton(r, `edit-recipe-${r.id}`),
                {
                  width: 90,
                },
              ),
            ]
          : []),
      ]}
    >
      {form.form((recipe, onClose) => (
        <RecipeModal recipe={recipe} onClose={onClose} />
      ))}
    </ListPage>
  );
}
