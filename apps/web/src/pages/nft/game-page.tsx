import type { Recipe } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../components/paged-list.tsx';
import { useRecipes } from '../../features/nft/boxes/api/game.ts';
import { RecipeCard } from '../../features/nft/boxes/components/recipe-card.tsx';
import { paths } from '../../lib/routes.ts';
import '../../features/nft/core/nft.css';
import '../../features/nft/boxes/box.css';
import '../../features/nft/boxes/box-reveal.css';
import '../../features/nft/boxes/game.css';
import '../../locales/nft/index.ts';
import '../../locales/box/index.ts';

const SynthesizeSheet = lazy(() => import('../../features/nft/boxes/components/synthesize-sheet.tsx'));

/**
 * The chain game: the recipes, each with the copies it burns (and how many the user holds), what it
 * makes and its fee; synthesising picks the copies in a sheet, pays, and shows the new copy.
 */
export default function GamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recipes = useRecipes();
  const [making, setMaking] = useState<Recipe>();
  const empty = recipes.isSuccess && recipes.data.pages[0]?.total === 0;
  return (
    <div data-testid="game-page">
      <p className="box-intro">{t('game.intro')}</p>
      <div className="recipe-list">
        <PagedList
          query={recipes}
          testId="recipe-list"
          empty={t('game.empty')}
          render={(recipe) => (
            <RecipeCard
              recipe={recipe}
              onSeries={(seriesId) => navigate(`${paths.nftDetail}?id=${seriesId}`)}
              onSynthesize={() => setMaking(recipe)}
            />
          )}
        />
      </div>
      {empty && (
        <div className="nft-empty-action">
          <Button color="primary" onClick={() => navigate(paths.luckbox)}>
            {t('game.openBox')}
          </Button>
        </div>
      )}
      {making && (
        <Suspense>
          <SynthesizeSheet
            recipe={making}
            onView={(copyId) => navigate(`${paths.nftDetail}?copy=${copyId}`)}
            onClose={() => setMaking(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
