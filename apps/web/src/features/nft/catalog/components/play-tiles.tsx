import { AppstoreOutline, GiftOutline, TagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** The NFT home's ways to play beyond buying: the blind box, the chain game and auctions. */
export function PlayTiles({
  onBox,
  onGame,
  onAuction,
}: {
  onBox: () => void;
  onGame: () => void;
  onAuction: () => void;
}) {
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
    {
      key: 'auction',
      icon: <TagOutline />,
      title: t('nft.play.auction'),
      hint: t('nft.play.auctionHint'),
      onClick: onAuction,
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
