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

/** `POST /api/fund/transfer`: an instant transfer to another user. */
export function submitTransfer(input: TransferInput, idempotencyKey: string) {
  return unwrap(
    request<TransferDone>({ url: '/api/fund/transfer', method: 'POST', data: input, idempotencyKey }),
  );
}
