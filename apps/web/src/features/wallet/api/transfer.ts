import { type AnswerOf, api, type InputOf } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

export type TransferInput = InputOf<typeof api.wallet.transfer>;
export type TransferDone = AnswerOf<typeof api.wallet.transfer>;

/** `GET /api/fund/recipient?to=`: who a UID, mobile or e-mail belongs to, masked, before confirming. */
export function lookupRecipient(to: string) {
  return unwrap(call(api.wallet.recipient, { to }));
}

/** `POST /api/fund/transfer`: an instant USDT transfer to another user. */
export function submitTransfer(input: TransferInput, idempotencyKey: string) {
  return unwrap(call(api.wallet.transfer, input, { idempotencyKey }));
}
/** `POST /api/fund/transferMcc`: the same for MCC. */
export function submitMccTransfer(input: TransferInput, idempotencyKey: string) {
  return unwrap(call(api.wallet.transferMcc, input, { idempotencyKey }));
}
