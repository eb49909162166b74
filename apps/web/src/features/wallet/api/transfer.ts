import type { Recipient, transferBody, transferDone } from '@mcc/contract';
import type { z } from 'zod';
import { request } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

export type TransferInput = z.output<typeof transferBody>;
export type TransferDone = z.infer<typeof transferDone>;

/** `GET /api/fund/recipient?to=`: who a UID, mobile or e-mail belongs to, masked, before confirming. */
export function lookupRecipient(to: string) {
  return unwrap(request<Recipient>({ url: '/api/fund/recipient', data: { to } }));
}

function transferTo(url: string) {
  return (input: TransferInput, idempotencyKey: string) =>
    unwrap(request<TransferDone>({ url, method: 'POST', data: input, idempotencyKey }));
}

/** `POST /api/fund/transfer`: an instant USDT transfer to another user. */
export const submitTransfer = transferTo('/api/fund/transfer');
/** `POST /api/fund/transferMcc`: the same for MCC. */
export const submitMccTransfer = transferTo('/api/fund/transferMcc');
