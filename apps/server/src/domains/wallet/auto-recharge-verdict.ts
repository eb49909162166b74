import type { ChainReport, TokenTransfer } from '../../chain/chain.ts';

/** What the user is credited in: micro-USDT (six decimals), whatever the token's decimals. */
const MICRO_DECIMALS = 6;

/** A transfer that pays the user, confirmed enough to credit or still waiting for blocks. */
export interface Paid {
  confirmed: boolean;
  /** Micro-USDT. */
  amount: bigint;
  from: string;
  to: string;
  token: string;
  block: number;
  confirmations: number;
}
export type Refusal =
  | 'TX_NOT_FOUND'
  | 'TX_NOT_MINED'
  | 'TX_FAILED'
  | 'TX_WRONG_TOKEN'
  | 'TX_WRONG_RECIPIENT'
  | 'TX_AMOUNT_TOO_SMALL';
export type Verdict = { paid: Paid } | { refused: Refusal };
/** One transfer to the user: its place (0, 1 …) among the token's `Transfer` events of the transaction. */
export interface PaidTransfer extends Paid {
  logIndex: number;
}

/** A token amount in micro-USDT, rounded down (an 18-decimal token's dust below 0.000001 is not credited). */
export function toMicro(value: bigint, decimals: number): bigint {
  return decimals >= MICRO_DECIMALS
    ? value / 10n ** BigInt(decimals - MICRO_DECIMALS)
    : value * 10n ** BigInt(MICRO_DECIMALS - decimals);
}

/**
 * Whether a transaction pays the user: a successful transaction with `Transfer`s of the configured token
 * to the user's deposit address (several are added up), and whether it is deep enough to credit.
 * Addresses are compared in the canonical form the adapters and the settings give (EIP-55, base58).
 */
export function judgeTransfer(
  report: ChainReport,
  expected: { token: string; to: string; confirmations: number },
): Verdict {
  if (report.kind === 'unknown') return { refused: 'TX_NOT_FOUND' };
  if (report.kind === 'unmined') return { refused: 'TX_NOT_MINED' };
  if (!report.success) return { refused: 'TX_FAILED' };
  const ofToken = report.transfers.filter((t) => t.token === expected.token);
  if (ofToken.length === 0) return { refused: 'TX_WRONG_TOKEN' };
  const toUser = ofToken.filter((t) => t.to === expected.to);
  const first = toUser[0];
  if (!first) return { refused: 'TX_WRONG_RECIPIENT' };
  const amount = toMicro(
    toUser.reduce((sum, t) => sum + t.value, 0n),
    report.decimals,
  );
  if (amount <= 0n) return { refused: 'TX_AMOUNT_TOO_SMALL' };
  return {
    paid: {
      confirmed: report.confirmations >= expected.confirmations,
      amount,
      from: first.from,
      to: first.to,
      token: first.token,
      block: report.block,
      confirmations: report.confirmations,
    },
  };
}

/** The token's transfers of a successful transaction, each with its place among them, in log order. */
function placedTransfers(
  report: ChainReport,
  token: string,
):
  | { refused: Refusal }
  | { mined: Extract<ChainReport, { kind: 'mined' }>; placed: (TokenTransfer & { logIndex: number })[] } {
  if (report.kind === 'unknown') return { refused: 'TX_NOT_FOUND' };
  if (report.kind === 'unmined') return { refused: 'TX_NOT_MINED' };
  if (!report.success) return { refused: 'TX_FAILED' };
  const ofToken = report.transfers.filter((t) => t.token === token);
  if (ofToken.length === 0) return { refused: 'TX_WRONG_TOKEN' };
  return { mined: report, placed: ofToken.map((t, logIndex) => ({ ...t, logIndex })) };
}

/**
 * Each transfer of the configured token to the user, one by one, as the chain scanner records them
 * (`recharges.log_index`: the place among the token's `Transfer` events, zero-value ones counted). A
 * transfer worth less than a micro-USDT is left out; none left is TX_AMOUNT_TOO_SMALL.
 */
export function judgeTransfers(
  report: ChainReport,
  expected: { token: string; to: string; confirmations: number },
): { paid: PaidTransfer[] } | { refused: Refusal } {
  const found = placedTransfers(report, expected.token);
  if ('refused' in found) return found;
  const { mined, placed } = found;
  const toUser = placed.filter((t) => t.to === expected.to);
  if (toUser.length === 0) return { refused: 'TX_WRONG_RECIPIENT' };
  const paid = toUser.flatMap((t) => {
    const amount = toMicro(t.value, mined.decimals);
    if (amount <= 0n) return [];
    return [
      {
        logIndex: t.logIndex,
        confirmed: mined.confirmations >= expected.confirmations,
        amount,
        from: t.from,
        to: t.to,
        token: t.token,
        block: mined.block,
        confirmations: mined.confirmations,
      },
    ];
  });
  return paid.length === 0 ? { refused: 'TX_AMOUNT_TOO_SMALL' } : { paid };
}

/** The one transfer a chain row holds (its `logIndex`): whether it still pays the user, and how deep. */
export function judgeTransferAt(
  report: ChainReport,
  expected: { token: string; to: string; confirmations: number },
  logIndex: number,
): Verdict {
  const judged = judgeTransfers(report, expected);
  if ('refused' in judged) return judged;
  const paid = judged.paid.find((t) => t.logIndex === logIndex);
  return paid ? { paid } : { refused: 'TX_WRONG_RECIPIENT' };
}
