import { z } from 'zod';
import { paged, pageQuery, rowId } from './common.ts';
import { LEDGER_CHECKS, LEDGER_TRANSFER_STATES, USER_ACCOUNT_KINDS } from './ledger.ts';
import { consoleListQuery, exportQuery, searchText } from './list-query.ts';
import { marketPrice } from './market.ts';
import { amountProblem, INPUT_DECIMALS } from './money.ts';
import { adminUserSecurity } from './security.ts';
import { lineText } from './text.ts';
import { ASSETS, balance, money, statementLine } from './wallet.ts';

/*
 * The admin console's own calls (under `/admin-api`): dashboard, users, ledger explorer and verify,
 * settings. Sign-in, operators, the audit log and the finance queues live in admin.ts / wallet.ts.
 */

const id = rowId();
const filterText = lineText().trim().min(1).max(100).optional();

// --- ledger verify -------------------------------------------------------------------------------

/** One invariant of the ledger as the last verify found it: how many problems, and the first few. */
export const verifyCheck = z.object({
  /** Which invariant (the console words it); absent from results stored before checks had keys. */
  key: z.enum(LEDGER_CHECKS).optional(),
  /** The invariant in English, as `ledger:verify` prints it. */
  name: z.string(),
  ok: z.boolean(),
  problemCount: z.number().int(),
  /** At most `VERIFY_SAMPLE` lines; `problemCount` says how many there were. */
  problems: z.array(z.string()),
});
export const VERIFY_SAMPLE = 20;
export const verifyResult = z.object({
  at: z.string(),
  ok: z.boolean(),
  /** Who ran it: an operator's username, `cli:<user>` or `system:<what>`. */
  by: z.string(),
  checks: z.array(verifyCheck),
});
export type VerifyResult = z.infer<typeof verifyResult>;

// --- dashboard -----------------------------------------------------------------------------------

/**
 * `utcOffset`: the console's offset from UTC in minutes (e.g. 480 for UTC+8, as
 * `-new Date().getTimezoneOffset()` gives), so "today" starts at the operator's midnight; default UTC.
 */
export const dashboardQuery = z.object({
  utcOffset: z.coerce.number().int().min(-720).max(840).default(0),
});
export const dashboard = z.object({
  users: z.object({
    today: z.number().int(),
    total: z.number().int(),
    /** Where "today" began (ISO, UTC). */
    todayFrom: z.string(),
  }),
  /** Recharges and withdrawals waiting for an operator (`reviewing`). */
  rechargesWaiting: z.number().int(),
  withdrawalsWaiting: z.number().int(),
  /** USDT in user accounts (main and quant), held amounts included: what the platform owes users. */
  usdtHeld: money,
  lastVerify: verifyResult.nullable(),
  /** Each token's price, today's change and 24-hour volume (tokens that have a price). */
  market: z.array(marketPrice),
});
export type Dashboard = z.infer<typeof dashboard>;

// --- users ---------------------------------------------------------------------------------------

/** `suspended`: the user may not sign in (operators' "freeze a user"); their money is untouched. */
export const USER_STATUSES = ['active', 'suspended'] as const;
export const userStatus = z.enum(USER_STATUSES);

/**
 * `q`: a user id or a UID (exactly), a wallet address (exactly), or the start of a mobile, e-mail or
 * nickname (any case). The date range is `createdAt` (sign-up).
 */
export const adminUserQuery = consoleListQuery(
  { q: searchText, status: userStatus.optional() },
  { sort: ['createdAt', 'uid', 'nickname'], limit: 10 },
);
export type AdminUserQuery = z.output<typeof adminUserQuery>;
export const adminUserExportQuery = exportQuery(adminUserQuery);
export const adminUser = z.object({
  id: z.number().int(),
  uid: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  walletAddress: z.string().nullable(),
  inviteCode: z.string(),
  status: userStatus,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = paged(adminUser);

/** One of the user's ledger accounts (zeros when it was never used). */
export const adminBalance = balance.extend({
  asset: z.enum(ASSETS),
  kind: z.enum(USER_ACCOUNT_KINDS),
  /** Null until the account is first used. */
  accountId: z.number().int().nullable(),
  /** The account itself is frozen: nothing moves in or out. */
  accountFrozen: z.boolean(),
});
export type AdminBalance = z.infer<typeof adminBalance>;
export const adminUserDetail = adminUser.extend({
  avatar: z.string(),
  bio: z.string(),
  inviter: z.object({ id: z.number().int(), uid: z.string(), nickname: z.string() }).nullable(),
  hasPayPassword: z.boolean(),
  /** Sign-in and payment-password locks after wrong tries (null when not locked). */
  loginLockedUntil: z.string().nullable(),
  payLockedUntil: z.string().nullable(),
  updatedAt: z.string(),
  balances: z.array(adminBalance),
  counts: z.object({
    directMembers: z.number().int(),
    recharges: z.number().int(),
    withdrawals: z.number().int(),
    /** Live sign-in tokens. */
    sessions: z.number().int(),
  }),
  security: adminUserSecurity,
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminStatementQuery = pageQuery.extend({
  asset: z.enum(ASSETS).default('USDT'),
  kind: z.enum(USER_ACCOUNT_KINDS).default('main'),
});
export const adminStatement = paged(statementLine);

/** Suspending ends the user's sessions and refuses sign-in until reinstated (`active`). */
export const userStatusBody = z.strictObject({ status: userStatus });

export const ADJUST_DIRECTIONS = ['credit', 'debit'] as const;
/**
 * A manual adjustment: credit moves `amount` from the `adjustments` account to the user's main
 * account, debit the other way. `amount` follows the asset's input rule (2 decimals for USDT, 4 for
 * tokens); `reason` becomes the statement line's memo.
 */
export const adjustBody = z
  .strictObject({
    asset: z.enum(ASSETS),
    direction: z.enum(ADJUST_DIRECTIONS),
    amount: z.string({ error: 'AMOUNT_INVALID' }).max(40, { error: 'AMOUNT_INVALID' }),
    reason: z
      .string({ error: 'REASON_REQUIRED' })
      .trim()
      .min(1, { error: 'REASON_REQUIRED' })
      .max(200, { error: 'REASON_TOO_LONG' }),
  })
  .superRefine((body, ctx) => {
    const problem = amountProblem(body.amount, INPUT_DECIMALS[body.asset]);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });
/**
 * Header of the console's money calls (proposing an adjustment, a bulk decision): a retried click with
 * the same key is answered with the first answer and does nothing again.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: 'IDEMPOTENCY_KEY_INVALID' })
    .regex(/^[\x21-\x7e]{1,100}$/, { error: 'IDEMPOTENCY_KEY_INVALID' })
    .optional(),
});

// --- ledger explorer -----------------------------------------------------------------------------

/** A ledger account as the explorer names it: `user 12345678 main USDT`, `system deposits USDT`. */
export const ledgerAccountRef = z.object({
  id: z.number().int(),
  label: z.string(),
  userId: z.number().int().nullable(),
  uid: z.string().nullable(),
  kind: z.string(),
  asset: z.enum(ASSETS),
});
/**
 * The ledger's transfers. `q`: a transfer id, its idempotency key or its reference id (exactly). The
 * date range is `createdAt`.
 */
export const ledgerTransfersQuery = consoleListQuery(
  {
    accountId: id.optional(),
    userId: id.optional(),
    /** The user's public UID, instead of `userId`. */
    uid: filterText,
    refType: filterText,
    refId: filterText,
    code: filterText,
    asset: z.enum(ASSETS).optional(),
    state: z.enum(LEDGER_TRANSFER_STATES).optional(),
    q: searchText,
  },
  { sort: ['createdAt', 'amount'], limit: 10 },
);
export const ledgerTransfersExportQuery = exportQuery(ledgerTransfersQuery);
export type LedgerTransfersQuery = z.output<typeof ledgerTransfersQuery>;
export const ledgerTransferRow = z.object({
  id: z.number().int(),
  key: z.string(),
  debit: ledgerAccountRef,
  credit: ledgerAccountRef,
  asset: z.enum(ASSETS),
  amount: money,
  state: z.enum(LEDGER_TRANSFER_STATES),
  code: z.string(),
  refType: z.string(),
  refId: z.string(),
  memo: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type LedgerTransferRow = z.infer<typeof ledgerTransferRow>;
export const ledgerTransferList = paged(ledgerTransferRow);

/**
 * Ledger accounts. `q`: the owner as the users list finds them (id, UID, wallet address, start of
 * mobile, e-mail or nickname). The date range is the account's creation; `balance` sorts by posted
 * balance.
 */
export const ledgerAccountsQuery = consoleListQuery(
  {
    userId: id.optional(),
    uid: filterText,
    /** `main`, `quant`, or a system account's name (`deposits`, `adjustments`, …). */
    kind: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,30}$/)
      .optional(),
    asset: z.enum(ASSETS).optional(),
    /** `system` lists only system accounts, `user` only users' accounts. */
    owner: z.enum(['system', 'user']).optional(),
    frozen: z.enum(['true', 'false']).optional(),
    q: searchText,
  },
  { sort: ['id', 'balance'], limit: 10 },
);
export const ledgerAccountsExportQuery = exportQuery(ledgerAccountsQuery);
export type LedgerAccountsQuery = z.output<typeof ledgerAccountsQuery>;
export const ledgerAccountRow = ledgerAccountRef.extend({
  debitsPosted: money,
  creditsPosted: money,
  debitsPending: money,
  creditsPending: money,
  /** credits − debits posted (may be negative for system accounts). */
  balance: money,
  /** balance − pending debits. */
  available: money,
  frozen: z.boolean(),
});
export type LedgerAccountRow = z.infer<typeof ledgerAccountRow>;
/** Freezes (`true`) or unfreezes a ledger account: a frozen account moves nothing until unfrozen. */
export const ledgerAccountFreezeBody = z.strictObject({ frozen: z.boolean() });
export const ledgerAccountList = paged(ledgerAccountRow);
