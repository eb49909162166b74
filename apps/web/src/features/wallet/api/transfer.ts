import { type AnswerOf, api } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

export type TransferDone = AnswerOf<typeof api.wallet.transfer>;

/** `GET /api/fund/recipient?to=`: who a UID, mobile or e-mail belongs to, masked, before confirming. */
export function lookupRecipient(to: string) {
  return unwrap(call(api.wallet.recipient, { to }));
}
