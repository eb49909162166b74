import { TransferFlow } from '../../features/wallet/components/transfer-flow.tsx';
import { paths } from '../../lib/routes.ts';

/** Transfer USDT to another user (`/api/fund/transfer`). */
export default function TransferPage() {
  return <TransferFlow asset="USDT" done={paths.usdt} />;
}
