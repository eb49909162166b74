import type { AdminRecipe } from '@mcc/contract';
import { Button, Card, Space, Table, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useNftRecipes } from '../../features/nft/boxes/api.ts';
import { PublishedTag } from '../../features/nft/boxes/box-tags.tsx';
import { NftImage } from '../../features/nft/core/nft-image.tsx';
import { useCan } from '../../lib/operator.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

/** The form (and the contract's schema it checks with) loads when an operator opens it. */
const RecipeModal = lazy(() =>
  import('../../features/nft/boxes/recipe-form.tsx').then((m) => ({ default: m.RecipeModal })),
);

const LIMIT = 20;
const NO_FILTERS = [] as const;

type Part = AdminRecipe['output'];

/**
 * Chain-game recipes: every operator reads them (what each burns and mints, how often it was used);
 * creating and editing need `content.write`, and the controls for it show only to those who have it.
 */
export default function RecipesPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePageParams(NO_FILTERS);
  const { data, isFetching } = useNftRecipes(page, LIMIT);
  const mayWrite = useCan('content.write');
  const [editing, setEditing] = useState<AdminRecipe | 'new' | null>(null);

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
    <div data-testid="nft-recipes-page">
      <PageHeader
        title={t('menu.nftRecipes')}
        extra={
          mayWrite && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="new-recipe">
              {t('recipes.new')}
            </Button>
          )
        }
      />
      <Card>
        <Table<AdminRecipe>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 1080 }}
          data-testid="recipe-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
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
              render: (_, r) =>
                Number(r.fee) === 0 ? (
                  t('recipes.free')
                ) : (
                  <>
                    <MoneyText value={r.fee} /> {r.feeAsset}
                  </>
                ),
            },
            {
              title: t('nft.published'),
              dataIndex: 'published',
              width: 90,
              render: (published: boolean) => <PublishedTag published={published} />,
            },
            { title: t('recipes.made'), dataIndex: 'made', width: 90 },
            { title: t('nft.sort'), dataIndex: 'sort', width: 70 },
            ...(mayWrite
              ? [
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    width: 90,
                    className: 'nowrap',
                    fixed: 'right' as const,
                    render: (_: unknown, r: AdminRecipe) => (
                      <Button size="small" onClick={() => setEditing(r)} data-testid={`edit-recipe-${r.id}`}>
                        {t('common.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {editing !== null && (
        <Suspense fallback={null}>
          <RecipeModal recipe={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
