import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../components/paged-list.tsx';
import { usePledgeOrders } from '../../features/pledge/api/pledge.ts';
import { OrderItem } from '../../features/pledge/components/order-facts.tsx';
import { paths } from '../../lib/routes.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

/** My AI quant orders, newest first (endless scroll): state, dates, earned; a tap opens the earnings. */
export default function PledgeOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orders = usePledgeOrders();
  return (
    <div data-testid="pledge-order-page">
      <PagedList
        query={orders}
        header={t('pledge.orders')}
        testId="pledge-orders"
        empty={t('pledge.ordersEmpty')}
        emptyAction={{ label: t('pledge.toProducts'), to: paths.pledge }}
        render={(order) => (
          <OrderItem order={order} onOpen={() => navigate(`${paths.pledgeDetail}?id=${order.id}`)} />
        )}
      />
    </div>
  );
}
