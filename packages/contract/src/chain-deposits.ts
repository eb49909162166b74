/**
 * The chain scanner's side of deposits (issue 36): what a reconciliation can find, and the states of a
 * reconciliation. The console's schemas of scanner status, alerts, runs and differences live here too.
 */

/**
 * Why what the chain shows received at a user's address differs from what the ledger credited:
 * - `unconfirmed`: seen, not deep enough yet;
 * - `below_minimum`: under the network's minimum, recorded and not credited;
 * - `unknown_token`: a transfer of another token than the network's configured one;
 * - `reorged`: the scanner's transfer is no longer on the chain (its block was undone);
 * - `not_recorded`: on the chain, not in the scanner's store (a block the scanner missed);
 * - `amount_differs`: the store or the ledger holds another amount than the chain shows;
 * - `credited_twice`: the ledger credited one transfer more than once (must never happen).
 */
export const DEPOSIT_DIFFERENCE_CAUSES = [
  'unconfirmed',
  'below_minimum',
  'unknown_token',
  'reorged',
  'not_recorded',
  'amount_differs',
  'credited_twice',
] as const;
export type DepositDifferenceCause = (typeof DEPOSIT_DIFFERENCE_CAUSES)[number];

export const RECONCILIATION_STATES = ['running', 'done', 'failed'] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];
