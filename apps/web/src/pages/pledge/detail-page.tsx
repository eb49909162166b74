import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { Amount } from '../../components/money/amount.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { usePledgeEarnings } from '../../features/pledge/api/pledge.ts';
import { OrderCard } from '../../features/pledge/components/order-facts.tsx';
import { ApiError } from '../../lib/request.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';
import { idParam } from '../../lib/id-param.ts';

/** One order and its daily earnings, newest first (endless scroll). */
function OrderEarnings({ id }: { id: number }) {
  const { t } = useTranslation();
  const earnings = usePledgeEarnings(id);
  const order = earnings.data?.pages[0]?.order;
  // The server refused (someone else's order, or none), or the call was lost: say so once (the call
  // does not toast), with a retry and a way on.
  if (earnings.isError) {
    const refused = earnings.error instanceof ApiError && earnings.error.key !== 'REQUEST_FAILED';
    return refused ? (
      <ErrorState title={t('pledge.notFound')} />
    ) : (
      <ErrorState title={t('common.requestError')} onRetry={() => void earnings.refetch()} />
    );
  }
  return (
    <>
      {order && <OrderCard order={order} />}
      <PagedList
        query={earnings}
        header={t('pledge.earnings')}
        testId="pledge-earnings"
        render={(earning) => (
          <List.Item
            data-testid="earning-item"
            extra={<Amount value={earning.amount} signed testId="earning-amount" />}
          >
            <span data-testid="earning-day">{earning.day}</span>
          </List.Item>
        )}
      />
    </>
  );
}

/** `/pages/pledge/detail?id=`: an order's facts and what it has paid, day by day. */
export default function PledgeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return (
    <div data-testid="pledge-detail-page">
      {id === undefined ? <ErrorState title={t('pledge.notFound')} /> : <OrderEarnings id={id} />}
    </div>
  );
}
