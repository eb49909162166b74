import type { AdminAuction } from '@mcc/contract';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, idColumn } from '../../../components/list/columns.tsx';
import { MoneyText } from '../../../components/money-text.tsx';
import { dateTime } from '../../../lib/format.ts';
import { percentText } from '../../../lib/percent.ts';
import { userPath } from '../../../lib/routes.ts';
import { NftImage } from '../core/nft-image.tsx';
import { AuctionStateTag } from './auction-state-tag.tsx';
import { CancelAuctionButton } from './cancel-auction-button.tsx';

/** The table's width: its columns fit a desktop console beside the menu. */
export const AUCTION_TABLE_WIDTH = 1120;

/** Only an auction nobody has bid on, and that has not ended, may be cancelled. */
export const cancellable = (a: AdminAuction) =>
  a.bids === 0 && (a.status === 'upcoming' || a.status === 'live');

/** A user as the table names them: masked, linked to their page, the id beneath. */
function UserCell({ id, masked, testId }: { id: number; masked: string | null; testId: string }) {
  return (
    <div data-testid={testId}>
      <Link to={userPath(id)}>{masked ?? `#${id}`}</Link>
      <div>
        <Typography.Text type="secondary">ID {id}</Typography.Text>
      </div>
    </div>
  );
}

/**
 * The auctions table's columns: the copy (picture, series, serial or the platform's copy still to be
 * minted), the seller, start price and minimum raise, reserve, the leading bid and its bidder, bids,
 * the window and the state (sortable by bids and start); and, for an operator who may write
 * (`mayWrite`), Cancel while nobody has bid.
 */
export function useAuctionColumns(mayWrite: boolean): ColumnsType<AdminAuction> {
  const { t } = useTranslation();
  const columns: ColumnsType<AdminAuction> = [
    idColumn(50),
    {
      title: t('auctions.copy'),
      key: 'copy',
      width: 180,
      render: (_, a) => (
        <Space>
          <NftImage src={a.image} size={52} />
          <span>
            <strong data-testid="auction-row-series">{a.seriesName}</strong>
            <div>
              {a.serial === null ? (
                <Typography.Text type="secondary">{t('auctions.platformCopy')}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">
                  #{a.serial} / {a.supply}
                </Typography.Text>
              )}
            </div>
          </span>
        </Space>
      ),
    },
    {
      title: t('auctions.seller'),
      key: 'seller',
      width: 110,
      className: 'nowrap',
      render: (_, a) =>
        a.sellerId === null ? (
          <Tag color="gold" data-testid="auction-seller-platform">
            {t('auctions.platform')}
          </Tag>
        ) : (
          <UserCell id={a.sellerId} masked={a.seller} testId="auction-seller" />
        ),
    },
    {
      title: t('auctions.startPrice'),
      key: 'start',
      width: 120,
      className: 'nowrap',
      render: (_, a) => (
        <span data-testid="auction-row-start">
          <MoneyText value={a.startPrice} /> USDT
          <div>
            <Typography.Text type="secondary">
              {t('auctions.raiseBy', { percent: percentText(a.incrementBp) })}
            </Typography.Text>
          </div>
        </span>
      ),
    },
    {
      title: t('auctions.reserve'),
      key: 'reserve',
      width: 120,
      className: 'nowrap',
      render: (_, a) =>
        a.reserve === null ? (
          <Typography.Text type="secondary">{t('auctions.noReserve')}</Typography.Text>
        ) : (
          <span data-testid="auction-row-reserve">
            <MoneyText value={a.reserve} unit="USDT" />
            <div>
              {a.leadingBid !== null && (
                <Typography.Text type={a.reserveMet ? 'success' : 'warning'}>
                  {t(a.reserveMet ? 'auctions.reserveMet' : 'auctions.reserveNotMet')}
                </Typography.Text>
              )}
            </div>
          </span>
        ),
    },
    {
      title: t('auctions.leadingBid'),
      key: 'leading',
      width: 130,
      className: 'nowrap',
      render: (_, a) =>
        a.leadingBid === null || a.leaderId === null ? (
          <Typography.Text type="secondary">{t('auctions.noBids')}</Typography.Text>
        ) : (
          <div data-testid="auction-row-leading">
            <div>
              <strong>
                <MoneyText value={a.leadingBid} /> USDT
              </strong>
            </div>
            <UserCell id={a.leaderId} masked={a.leader} testId="auction-leader" />
          </div>
        ),
    },
    { title: t('auctions.bids'), dataIndex: 'bids', width: 70, sorter: true },
    {
      title: t('auctions.window'),
      // Sorted by its start.
      key: 'startsAt',
      sorter: true,
      width: 178,
      render: (_, a) => (
        <>
          <div>{dateTime(a.startsAt)}</div>
          <Typography.Text type="secondary">– {dateTime(a.endsAt)}</Typography.Text>
        </>
      ),
    },
    {
      title: t('common.status'),
      key: 'status',
      width: 90,
      render: (_, a) => <AuctionStateTag state={a.status} />,
    },
  ];
  if (!mayWrite) return columns;
  return [
    ...columns,
    actionsColumn(t('common.actions'), (a) => (cancellable(a) ? <CancelAuctionButton auction={a} /> : null), {
      width: 102,
    }),
  ];
}
