import { api, type Recipe, type SynthesizeAnswer, synthesizeBody } from '@mcc/contract';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { useMoneyForm } from '../../../../components/money/money-form.tsx';
import { imageSource } from '../../../../lib/asset-url.ts';
import { useRefreshNft } from '../../core/api/nft.ts';
import { PayForm } from '../../core/components/pay-form.tsx';
import { RarityTag } from '../../core/components/rarity-tag.tsx';
import {
  type BurnSelection,
  initialSelection,
  selectedCopies,
  selectionComplete,
  toggleCopy,
} from '../burn-selection.ts';
import { feeText } from './recipe-card.tsx';
import { Thumb } from './thumb.tsx';
import '../../../../locales/box/index.ts';

/** The copies of each input to burn: the lowest serials are chosen; a tap swaps one for another. */
function BurnPicker({
  recipe,
  selection,
  onToggle,
}: {
  recipe: Recipe;
  selection: BurnSelection;
  onToggle: (input: Recipe['inputs'][number], copyId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="burn-picker">
      <div className="burn-title">{t('game.sheet.choose')}</div>
      {recipe.inputs.map((input) => {
        const chosen = selection[input.seriesId] ?? [];
        return (
          <div key={input.seriesId} className="burn-input" data-testid={`burn-${input.seriesId}`}>
            <div className="burn-input-head">
              <Thumb image={input.image} alt={input.seriesName} size={32} />
              <strong>{input.seriesName}</strong>
              <small>{t('game.sheet.chosen', { count: chosen.length, need: input.count })}</small>
            </div>
            <div className="burn-copies">
              {input.owned.map((copy) => (
                <button
                  type="button"
                  key={copy.copyId}
                  className="burn-copy"
                  aria-pressed={chosen.includes(copy.copyId)}
                  onClick={() => onToggle(input, copy.copyId)}
                  data-testid={`burn-copy-${copy.copyId}`}
                >
                  {t('nft.serial', { serial: copy.serial, supply: input.supply })}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The copy a synthesis made, with the way to it. */
function Made({
  recipe,
  made,
  onView,
  onClose,
}: {
  recipe: Recipe;
  made: SynthesizeAnswer;
  onView: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { output } = recipe;
  return (
    <div className="box-sheet-body synth-made" data-testid="synthesis-made">
      <h2>{t('game.success')}</h2>
      <img
        className={`box-glow-${output.rarity}`}
        {...imageSource(output.image, 'card')}
        alt={output.seriesName}
        width={200}
        height={200}
      />
      <RarityTag rarity={output.rarity} />
      <strong>{output.seriesName}</strong>
      <div className="nft-certificate" data-testid="made-serial">
        {t('nft.serial', { serial: made.serial, supply: output.supply })}
      </div>
      <div className="box-reveal-actions">
        <Button fill="outline" color="primary" onClick={onView} data-testid="made-view">
          {t('game.view')}
        </Button>
        <Button color="primary" onClick={onClose}>
          {t('game.done')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Synthesising: which copies to burn, the fee, the payment password; then the new copy. Its code loads
 * when a user first taps "synthesise".
 */
export default function SynthesizeSheet({
  recipe,
  onView,
  onClose,
}: {
  recipe: Recipe;
  onView: (copyId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState(() => initialSelection(recipe));
  const [made, setMade] = useState<SynthesizeAnswer>();
  const refresh = useRefreshNft();
  // `POST /api/nft/synthesize`: burns the chosen copies, takes the fee and mints the recipe's output.
  // Other copies make another submit: a new idempotency key (the kit's, for another input).
  const synthesizing = useMoneyForm(api.boxes.synthesize, synthesizeBody, {
    fixed: { recipeId: recipe.id, copyIds: selectedCopies(recipe, selection) },
    onSettled: () => void refresh(),
    onDone: setMade,
  });
  const toggle = (input: Recipe['inputs'][number], copyId: number) =>
    setSelection((current) => toggleCopy(current, input, copyId));
  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      {made ? (
        <Made recipe={recipe} made={made} onView={() => onView(made.copyId)} onClose={onClose} />
      ) : (
        <PayForm
          testId="synthesize-sheet"
          title={t('game.sheet.title', { name: recipe.output.seriesName })}
          subtitle={recipe.name}
          preview={[
            { label: t('game.sheet.burns'), value: recipe.inputs.reduce((sum, i) => sum + i.count, 0) },
            { label: t('game.sheet.makes'), value: recipe.output.seriesName },
            { label: t('game.fee'), value: feeText(recipe, t('game.free')), testId: 'synthesize-fee' },
          ]}
          note={<p className="money-preview-error">{t('game.sheet.burnNote')}</p>}
          submit={t('game.sheet.submit')}
          submitTestId="synthesize-submit"
          disabled={!selectionComplete(recipe, selection)}
          money={synthesizing}
        >
          <Form.Item>
            <BurnPicker recipe={recipe} selection={selection} onToggle={toggle} />
          </Form.Item>
        </PayForm>
      )}
    </FormSheet>
  );
}
