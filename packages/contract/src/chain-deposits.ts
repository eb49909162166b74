import { z } from 'zod';
import { paged, rowId } from './common.ts';
import { network } from './config.ts';
import { consoleListQuery, searchText } from './list-query.ts';
import { lineText } from './text.ts';
import { money } from './wallet.ts';

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

const time = z.string();
const count = z.number().int();

/**
 * A network's scanner as the console shows it (from `chain_cursors`): the next block it reads and
 * the head the node last showed (null before its first pass), how far behind it is, when it last
 * passed, which server holds the lease and until when; and the alerts still open on the network.
 */
export const scannerStatus = z.object({
  network,
  /** Switched on in the settings, and set up in the server's environment (node and key). */
  enabled: z.boolean(),
  configured: z.boolean(),
  token: z.string(),
  nextBlock: count.nullable(),
  head: count.nullable(),
  /** Blocks the node has that the scanner has not read yet (head − next block + 1, at least 0). */
  lag: count.nullable(),
  scannedAt: time.nullable(),
  leaseOwner: z.string().nullable(),
  leaseUntil: time.nullable(),
  openAlerts: count,
});
export const scannerStatusList = z.array(scannerStatus);

export const CHAIN_ALERT_KINDS = ['credited_reorged'] as const;
export const CHAIN_ALERT_STATES = ['open', 'resolved'] as const;

/** An alert with its deposit: whose, how much, which transfer, and who resolved it with what note. */
export const chainAlert = z.object({
  id: count,
  network,
  kind: z.enum(CHAIN_ALERT_KINDS),
  rechargeId: count,
  userId: count,
  uid: z.string(),
  amount: money,
  txHash: z.string(),
  logIndex: count.nullable(),
  /** The block the credited transfer was in before the reorganisation, and its hash. */
  block: count,
  blockHash: z.string(),
  createdAt: time,
  /** When the scanner found the same transfer again in the new chain (null: not, or not yet). */
  reincludedAt: time.nullable(),
  resolvedAt: time.nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string(),
});
export type ChainAlert = z.infer<typeof chainAlert>;
/** Open ones first by default; `q`: the user (as the users list finds them) or the transaction hash. */
export const chainAlertQuery = consoleListQuery(
  { state: z.enum(CHAIN_ALERT_STATES).optional(), network: network.optional(), q: searchText },
  { sort: ['createdAt'] },
);
export type ChainAlertQuery = z.output<typeof chainAlertQuery>;
export const chainAlertPage = paged(chainAlert);
export const chainAlertsOpen = z.object({ count });
/** What the operator did about it (the deposit is never taken back by the server). */
export const alertResolveBody = z.strictObject({
  note: lineText('NOTE_REQUIRED')
    .trim()
    .min(1, { error: 'NOTE_REQUIRED' })
    .max(500, { error: 'NOTE_TOO_LONG' }),
});

/** One network in a reconciliation: the blocks compared, or why it could not be read. */
export const reconciledNetwork = z.object({
  network,
  /** Blocks `from`..`to` compared (null when the network was not compared). */
  from: count.nullable(),
  to: count.nullable(),
  addresses: count,
  transfers: count,
  differences: count,
  /** The node's error, or why the network was left out (`not_scanned`: no scanner pass yet). */
  error: z.string().nullable(),
});
export const reconciliation = z.object({
  id: count,
  state: z.enum(RECONCILIATION_STATES),
  /** The operator who pressed the button; null for the daily job. */
  operator: z.string().nullable(),
  summary: z.array(reconciledNetwork),
  differences: count,
  startedAt: time,
  finishedAt: time.nullable(),
});
export type Reconciliation = z.infer<typeof reconciliation>;
export const reconciliationQuery = consoleListQuery(
  { state: z.enum(RECONCILIATION_STATES).optional() },
  { sort: ['startedAt'] },
);
export type ReconciliationQuery = z.output<typeof reconciliationQuery>;
export const reconciliationPage = paged(reconciliation);

/** A difference with its amounts in USDT (null where that side shows nothing). */
export const depositDifference = z.object({
  id: count,
  runId: count,
  network,
  address: z.string(),
  userId: count.nullable(),
  uid: z.string().nullable(),
  txHash: z.string(),
  logIndex: count.nullable(),
  cause: z.enum(DEPOSIT_DIFFERENCE_CAUSES),
  chainAmount: money.nullable(),
  creditedAmount: money.nullable(),
  rechargeId: count.nullable(),
  /**
   * What else names it, by cause: `unknown_token` the token's contract; `reorged` and `not_recorded`
   * the block it was last seen in; `unconfirmed` `<confirmations>/<required>`; `amount_differs` the
   * recharge's state (and its refusal: `rejected:CONFIRMATION_TIMEOUT`); `credited_twice` how many
   * ledger transfers credited it; else ''.
   */
  detail: z.string(),
});
export type DepositDifference = z.infer<typeof depositDifference>;
/** A run's differences (or every run's), by cause and network; `q`: the user, the address or the hash. */
export const depositDifferenceQuery = consoleListQuery(
  {
    runId: rowId().optional(),
    cause: z.enum(DEPOSIT_DIFFERENCE_CAUSES).optional(),
    network: network.optional(),
    q: searchText,
  },
  { sort: ['id'] },
);
export type DepositDifferenceQuery = z.output<typeof depositDifferenceQuery>;
export const depositDifferencePage = paged(depositDifference);

/**
 * The deposit addresses of one network, newest first (`q`: the user, or the address): what operators
 * sweep with the root key.
 */
export const depositAddressQuery = consoleListQuery(
  { network: network.default('TRC20'), q: searchText },
  { sort: ['createdAt'] },
);
export type DepositAddressQuery = z.output<typeof depositAddressQuery>;
export const depositAddressRow = z.object({
  network,
  address: z.string(),
  userId: count,
  uid: z.string(),
  createdAt: time,
  /** The address's balance of the network's token on chain now, in USDT; null when the node did not answer. */
  balance: money.nullable(),
  /** What the ledger credited for the user's chain deposits on this network. */
  credited: money,
  lastDepositAt: time.nullable(),
});
export type DepositAddressRow = z.infer<typeof depositAddressRow>;
export const depositAddressPage = paged(depositAddressRow).extend({
  /** Why the page's balances could not be read (the node's error); null when they were. */
  balanceError: z.string().nullable(),
});
