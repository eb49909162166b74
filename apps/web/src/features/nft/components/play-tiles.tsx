import { AppstoreOutline, GiftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** The NFT home's ways to play beyond buying: the blind box and the chain game. */
export function PlayTiles({ onBox, onGame }: { onBox: () => void; onGame: () => void }) {
  const { t } = useTranslation();
  const tiles = [
    {
      key: 'box',
      icon: <GiftOutline />,
      title: t('nft.play.box'),
      hint: t('nft.play.boxHint'),
      onClick: onBox,
    },
    {
      key: 'game',
      icon: <AppstoreOutline />,
      title: t('nft.play.game'),
      hint: t('nft.play.gameHint'),
      onClick: onGame,
    },
  ];
  return (
    <nav className="nft-play">
      {tiles.map((tile) => (
        <button
          type="button"
          key={tile.key}
          className={`nft-play-tile nft-play-${tile.key}`}
          onClick={tile.onClick}
          data-testid={`nft-play-${tile.key}`}
        >
          <span className="nft-play-icon" aria-hidden="true">
            {tile.icon}
          </span>
          <span className="nft-play-text">
            <strong>{tile.title}</strong>
            <small>{tile.hint}</small>
          </span>
        </button>
      ))}
    </nav>
  );
}
