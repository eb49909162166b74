import { TransferFlow } from '../../features/wallet/components/transfer-flow.tsx';
import { paths } from '../../lib/routes.ts';

/** Transfer MCC to another user (`/api/fund/transferMcc`): the USDT transfer's rules, in MCC. */
export default function MccTransferPage() {
  return <TransferFlow asset="MCC" done={paths.mcc} />;
}
