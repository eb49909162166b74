import type { Recipe } from '@mcc/contract';
import { parseAmount } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { payText } from '../../../../components/money/amount.tsx';
import { RarityTag } from '../../core/components/rarity-tag.tsx';
import { Thumb } from './thumb.tsx';

/** What a recipe costs beyond the copies it burns: its fee, or nothing. */
export function feeText(recipe: Recipe, free: string) {
  return (parseAmount(recipe.fee) ?? 0n) > 0n ? payText(recipe.fee, recipe.feeAsset) : free;
}

/**
 * A chain-game recipe: the copies it burns (each with how many the user holds; tap one to go and get
 * it), what it makes (rarity, copies left), the fee, and the button — greyed out with the reason while
 * the user lacks copies or the output has none left.
 */
export function RecipeCard({
  recipe,
  onSeries,
  onSynthesize,
}: {
  recipe: Recipe;
  onSeries: (seriesId: number) => void;
  onSynthesize: () => void;
}) {
  const { t } = useTranslation();
  const { output } = recipe;
  const reason = output.left === 0 ? t('game.soldOut') : t('game.missing');
  return (
    <article className="box-card recipe-card" data-testid={`recipe-${recipe.id}`}>
      <h3>{recipe.name}</h3>
      <div className="recipe-flow">
        <div className="recipe-inputs">
          {recipe.inputs.map((input) => (
            <button
              type="button"
              key={input.seriesId}
              className="recipe-input"
              onClick={() => onSeries(input.seriesId)}
            >
              <span className="recipe-thumb">
                <Thumb image={input.image} alt={input.seriesName} size={56} />
                <span className="recipe-count">{t('game.needs', { count: input.count })}</span>
              </span>
              <span className="recipe-input-name">{input.seriesName}</span>
              <small className={input.owned.length >= input.count ? 'recipe-enough' : 'recipe-short'}>
                {t('game.held', { count: input.owned.length })}
              </small>
            </button>
          ))}
        </div>
        <RightOutline className="recipe-arrow" />
        <button type="button" className="recipe-output" onClick={() => onSeries(output.seriesId)}>
          <Thumb image={output.image} alt={output.seriesName} size={72} />
          <RarityTag rarity={output.rarity} />
          <strong>{output.seriesName}</strong>
          <small>{t('game.left', { count: output.left })}</small>
        </button>
      </div>
      <div className="recipe-foot">
        <span>
          {t('game.fee')} <strong>{feeText(recipe, t('game.free'))}</strong>
        </span>
        <Button
          color="primary"
          size="small"
          disabled={!recipe.ready}
          onClick={onSynthesize}
          data-testid={`synthesize-${recipe.id}`}
        >
          {recipe.ready ? t('game.synthesize') : reason}
        </Button>
      </div>
    </article>
  );
}
