import { z } from 'zod';
import { network } from './config.ts';
import { money, txHash } from './wallet.ts';

/** `POST /api/fund/autoRecharge`: the network and the hash of a token transfer to the user's address. */
export const autoRechargeBody = z.object({ network, txHash });

/**
 * `GET /api/fund/depositAddress` (added): per network, the user's own deposit address for automatic
 * recharge, the token contract a transfer must come from, the confirmations awaited and the smallest
 * deposit credited (`minimum`, USDT). `available` is false (and `address` empty) when the network is
 * switched off or the server has no chain set up for it.
 */
export const depositTarget = z.object({
  network,
  available: z.boolean(),
  address: z.string(),
  token: z.string(),
  confirmations: z.number().int(),
  minimum: money,
});
export type DepositTarget = z.infer<typeof depositTarget>;
export const depositTargets = z.array(depositTarget);

/**
 * The console's view of each network's chain set-up: the switch and the token (settings) beside what
 * only the server's environment can say — whether an RPC address and a deposit key are configured, and
 * the names of the environment variables that set them (`variables`), so the console can say what to set.
 */
export const chainStatus = z.array(
  z.object({
    network,
    enabled: z.boolean(),
    rpc: z.boolean(),
    xpub: z.boolean(),
    variables: z.object({ rpc: z.string(), xpub: z.string() }),
  }),
);
