import { useTranslation } from 'react-i18next';
import { setUpColour, type UpColour } from '../up-colour.ts';

/**
 * The market's one setting: whether a rise is red and a fall green (as Chinese users read prices) or
 * the other way round. It says the convention in force; a tap switches to the other, kept on this device.
 */
export function UpColourSwitch({ colour }: { colour: UpColour }) {
  const { t } = useTranslation();
  const name = t(`market.upColour.${colour}`);
  return (
    <button
      type="button"
      className="up-colour-switch"
      onClick={() => setUpColour(colour === 'red' ? 'green' : 'red')}
      aria-label={`${t('market.upColour.label')}: ${name}`}
      data-testid="up-colour-switch"
    >
      <span className="change-up" aria-hidden="true">
        ▲
      </span>
      <span className="change-down" aria-hidden="true">
        ▼
      </span>
      {name}
    </button>
  );
}
