import type { OrderState } from '@mcc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ORDER_COLORS: Record<OrderState, string> = {
  unpaid: 'processing',
  paid: 'success',
  appealing: 'warning',
  completed: 'success',
  expired: 'default',
  cancelled: 'default',
};

/** An NFT order's state as a coloured, translated tag (the orders page and an appeal's order). */
export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <Tag color={ORDER_COLORS[state]} data-testid={`nft-order-${state}`}>
      {t(`nft.orderStates.${state}`)}
    </Tag>
  );
}
