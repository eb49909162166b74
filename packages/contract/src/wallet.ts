import { z } from 'zod';
import { payPassword, totpDigits } from './auth.ts';
import { paged, rowId } from './common.ts';
import { network } from './config.ts';
import { consoleListQuery, exportQuery, searchText } from './list-query.ts';
import { amountProblem, INPUT_DECIMALS } from './money.ts';
import { lineText } from './text.ts';

export const ASSETS = ['USDT', 'MCC', 'SSK'] as const;
export type Asset = (typeof ASSETS)[number];

/** An amount as the server sends it: a decimal string with six decimals, negative on outgoing lines. */
export const money = z.string();

/**
 * An amount a user typed: digits, a value with at most `decimals` decimals (trailing zeros are fine),
 * above zero, below 10^12; no spaces around it, no leading zeros (see `amountProblem`).
 */
export const amountInput = (decimals: number) =>
  z
    .string({ error: 'AMOUNT_INVALID' })
    .max(40, { error: 'AMOUNT_INVALID' })
    .superRefine((text, ctx) => {
      const problem = amountProblem(text, decimals);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
export const usdtAmount = amountInput(INPUT_DECIMALS.USDT);

/** TRC20 hashes are 64 hex digits; EVM hashes carry 0x. Either form is accepted and stored without 0x. */
export const txHash = z
  .string({ error: 'TX_HASH_INVALID' })
  .trim()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, { error: 'TX_HASH_INVALID' })
  .transform((h) => h.replace(/^0x/, '').toLowerCase());

/** A file this server stored through `/api/common/upload`. */
export const uploadedImage = z
  .string({ error: 'PROOF_INVALID' })
  .regex(/^\/uploads\/[0-9a-f]{64}\.(png|jpg|webp|gif)$/, { error: 'PROOF_INVALID' });

export const balance = z.object({ available: money, frozen: money, total: money });
export type Balance = z.infer<typeof balance>;
export const balances = z.object({ USDT: balance, MCC: balance, SSK: balance });
export type Balances = z.infer<typeof balances>;

/** `/api/fund/wallet`: the main wallet per asset and the coin-mix wallet (`quant`, USDT). */
export const walletSummary = z.object({ main: balances, quant: balance });
export type WalletSummary = z.infer<typeof walletSummary>;

/**
 * Where a user's money sits, for the total value: the main wallet (per asset), the coin-mix wallet and
 * the principal staked in AI quant products (held by the platform until the term ends, still theirs).
 */
export const WORTH_PLACES = ['main', 'coinMix', 'pledge'] as const;

/** One holding in the total value: what is there (frozen amounts included), at which price, worth how much. */
export const worthPart = z.object({
  place: z.enum(WORTH_PLACES),
  asset: z.enum(ASSETS),
  amount: money,
  /** Of `amount`, what open orders, bids and withdrawals hold. */
  frozen: money,
  /** USDT per whole unit now (ten decimals; "1" for USDT); null while the asset has no price yet. */
  price: z.string().nullable(),
  /** `amount × price`, rounded down to the micro-unit; zero without a price. */
  value: money,
});
export type WorthPart = z.infer<typeof worthPart>;

/**
 * `/api/fund/worth`: everything the user holds at the current prices. `total` is the sum of the parts'
 * values exactly; `unpriced` names a held asset that has no price yet (left out of the total, and said).
 */
export const walletWorth = z.object({
  total: money,
  parts: z.array(worthPart),
  unpriced: z.array(z.enum(ASSETS)),
});
export type WalletWorth = z.infer<typeof walletWorth>;

/** Enough to recognise the other user (of a transfer) before confirming or on a statement, and no more. */
export const recipient = z.object({ uid: z.string(), nickname: z.string(), contact: z.string() });
export type Recipient = z.infer<typeof recipient>;

/**
 * One posted movement on the user's account, newest first, with the balance after it. `refType` and
 * `refId` are the business reference (e.g. transfer 12); a transfer between users names the other one
 * (masked) in `counterparty`.
 */
export const statementLine = z.object({
  id: z.number().int(),
  amount: money,
  balanceAfter: money,
  code: z.string(),
  memo: z.string(),
  refType: z.string(),
  refId: z.string(),
  createdAt: z.string(),
  counterparty: recipient.optional(),
});
export type StatementLine = z.infer<typeof statementLine>;
/** A page of one asset's statement (`/api/fund/usdtDetail`, `mccDetail`, `sskDetail`). */
export const statementPage = paged(statementLine);

/**
 * `reviewing`: a manual recharge waits for an operator. `confirming`: an automatic one is in a block
 * with fewer confirmations than the network asks (or, its block undone by a reorganisation, waits for
 * a block again); the scanner, a job and the user's reads check it again. `approved`: credited (by an
 * operator, or by the chain for an automatic one). `rejected`: refused (`reason`). `below_minimum`: a
 * chain deposit under the network's minimum, recorded and not credited (with the settings' carry, it
 * is credited with a later one once together they reach the minimum).
 */
export const RECHARGE_STATES = ['reviewing', 'confirming', 'approved', 'rejected', 'below_minimum'] as const;
/** `manual`: network, amount, hash and a screenshot, checked by an operator; `auto`: checked on chain. */
export const RECHARGE_KINDS = ['manual', 'auto'] as const;
export const rechargeBody = z.object({ network, amount: usdtAmount, txHash, proof: uploadedImage });
/** What the chain showed of an automatic recharge's transaction when it was last checked. */
export const onChainTransfer = z.object({
  /** The sender of the token transfer, and the user's deposit address it paid. */
  from: z.string(),
  to: z.string(),
  token: z.string(),
  block: z.number().int(),
  confirmations: z.number().int(),
  /** How many confirmations the network asks before crediting. */
  required: z.number().int(),
  checkedAt: z.string(),
});
export type OnChainTransfer = z.infer<typeof onChainTransfer>;
export const recharge = z.object({
  id: z.number().int(),
  kind: z.enum(RECHARGE_KINDS),
  network,
  amount: money,
  txHash: z.string(),
  /** The screenshot of a manual recharge; empty for an automatic one. */
  proof: z.string(),
  state: z.enum(RECHARGE_STATES),
  /** Why it was refused: an operator's words, or a key (`CONFIRMATION_TIMEOUT`, `TX_FAILED`, …). */
  reason: z.string(),
  chain: onChainTransfer.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Recharge = z.infer<typeof recharge>;
export const rechargePage = paged(recharge);

export const WITHDRAWAL_STATES = ['reviewing', 'paid', 'rejected'] as const;
export const withdrawBody = z.object({
  network,
  address: lineText('ADDRESS_INVALID')
    .trim()
    .min(1, { error: 'ADDRESS_INVALID' })
    .max(100, { error: 'ADDRESS_INVALID' }),
  amount: usdtAmount,
  payPassword,
  /** Needed when the user has 2FA on (docs/security.md). */
  totpCode: totpDigits.optional(),
});
export const withdrawal = z.object({
  id: z.number().int(),
  /** The wallet the money leaves: the main one, or the coin-mix wallet (`quant`). */
  accountKind: z.enum(['main', 'quant']),
  network,
  address: z.string(),
  amount: money,
  fee: money,
  state: z.enum(WITHDRAWAL_STATES),
  txHash: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;
export const withdrawalPage = paged(withdrawal);

/** How much of each network's rolling 24-hour withdrawal limit the user has left. */
export const withdrawQuota = z.array(z.object({ network, used: money, remaining: money }));

/** `to` is the recipient's UID, mobile or e-mail. */
export const recipientQuery = z.object({
  to: z.string({ error: 'RECIPIENT_REQUIRED' }).trim().min(1, { error: 'RECIPIENT_REQUIRED' }).max(254),
});
export const transferBody = recipientQuery.extend({ amount: usdtAmount, payPassword });
/** `POST /api/fund/transferMcc`: the USDT transfer's rules, in MCC (four decimals). */
export const transferMccBody = recipientQuery.extend({
  amount: amountInput(INPUT_DECIMALS.MCC),
  payPassword,
});
export const transferDone = z.object({
  id: z.number().int(),
  to: recipient,
  amount: money,
  fee: money,
  createdAt: z.string(),
});

/** The operator's view of a recharge or withdrawal: whose it is, too. */
const owner = { userId: z.number().int(), uid: z.string() };
export const adminRecharge = recharge.extend(owner);
export const adminWithdrawal = withdrawal.extend(owner);
/**
 * What the finance queues share: one user (`userId`, the link from a user's page), a network, and `q`:
 * a user id, a UID, a transaction hash or (withdrawals) an address exactly, or the start of the user's
 * mobile, e-mail or nickname. The date range is the row's `createdAt`.
 */
const financeFilters = {
  userId: rowId().optional(),
  network: network.optional(),
  q: searchText,
};
/**
 * The console's recharge queue: by state, and by kind (manual ones to review, automatic ones to watch).
 * Newest first by default; filtered to `reviewing`, oldest first (first come, first served).
 */
export const adminRechargeQuery = consoleListQuery(
  {
    state: z.enum(RECHARGE_STATES).optional(),
    kind: z.enum(RECHARGE_KINDS).optional(),
    ...financeFilters,
  },
  { sort: ['createdAt', 'amount', 'reviewedAt'] },
);
export type AdminRechargeQuery = z.output<typeof adminRechargeQuery>;
export const adminRechargeExportQuery = exportQuery(adminRechargeQuery);
export const adminRechargePage = paged(adminRecharge);
/** The console's withdrawal queue, by state and wallet (`accountKind`); its order as the recharges'. */
export const adminWithdrawalQuery = consoleListQuery(
  {
    state: z.enum(WITHDRAWAL_STATES).optional(),
    accountKind: z.enum(['main', 'quant']).optional(),
    ...financeFilters,
  },
  { sort: ['createdAt', 'amount', 'resolvedAt'] },
);
export type AdminWithdrawalQuery = z.output<typeof adminWithdrawalQuery>;
export const adminWithdrawalExportQuery = exportQuery(adminWithdrawalQuery);
export const adminWithdrawalPage = paged(adminWithdrawal);
export const reasonBody = z.strictObject({
  reason: z.string({ error: 'REASON_REQUIRED' }).trim().min(1, { error: 'REASON_REQUIRED' }).max(200),
});
export const payBody = z.strictObject({ txHash });
