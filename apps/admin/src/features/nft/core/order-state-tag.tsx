import type { OrderState } from '@mcc/contract';
import { StateTag } from '../../../components/state-tag.tsx';

const ORDER_COLORS: Record<OrderState, string> = {
  unpaid: 'processing',
  paid: 'success',
  appealing: 'warning',
  completed: 'success',
  expired: 'default',
  cancelled: 'default',
};

/** An NFT order's state as a coloured, translated tag (the orders page and an appeal's order). */
export const OrderStateTag = ({ state }: { state: OrderState }) => (
  <StateTag state={state} texts="nft.orderStates" colors={ORDER_COLORS} testId="nft-order" />
);
