import type { AuctionState } from '@mcc/contract';
import { StateTag } from '../../../components/state-tag.tsx';

const AUCTION_COLORS: Record<AuctionState, string> = {
  upcoming: 'warning',
  live: 'processing',
  ended: 'purple',
  sold: 'success',
  unsold: 'default',
  cancelled: 'error',
};

/** An auction's state: upcoming, live, ended (awaiting settlement), sold, unsold or cancelled. */
export const AuctionStateTag = ({ state }: { state: AuctionState }) => (
  <StateTag state={state} texts="auctions.states" colors={AUCTION_COLORS} testId="auction" />
);
