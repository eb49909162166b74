import { z } from 'zod';
import { payPassword } from './auth.ts';
import { localizedInput, localizedText, paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery, searchText } from './list-query.ts';
import { amountProblem, INPUT_DECIMALS } from './money.ts';
import { nameText } from './text.ts';
import { money, usdtAmount } from './wallet.ts';

/**
 * AI quant (pledge): operator-defined fixed-term products. Days are business days (calendar dates in
 * UTC+8, `YYYY-MM-DD`); an order staked on day S earns on days S+1 … S+term and gets its principal
 * back on day S+term, its end date.
 */
export const PLEDGE_ORDER_STATES = ['active', 'completed'] as const;
export type PledgeOrderState = (typeof PLEDGE_ORDER_STATES)[number];

/** A business day, `YYYY-MM-DD`. */
export const businessDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A product as users see it: its name in the caller's language. */
export const pledgeProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  termDays: z.number().int(),
  /** Earning per day in basis points of the principal (100 = 1 % a day). */
  dailyRateBp: z.number().int(),
  minAmount: money,
  maxAmount: money,
  /** Total principal the product takes; `sold` of it is taken, `remaining` is left. */
  quota: money,
  sold: money,
  remaining: money,
  open: z.boolean(),
});
export type PledgeProduct = z.infer<typeof pledgeProduct>;

/** The user's AI quant figures: `/api/pledge/total`, and the summary on `/api/pledge/index`. */
export const pledgeTotal = z.object({
  /** Principal of the user's active orders. */
  staked: money,
  /** Earnings paid today (business day) and ever. */
  todayEarnings: money,
  totalEarnings: money,
  activeOrders: z.number().int(),
  /** USDT the user can stake now. */
  available: money,
});
export type PledgeTotal = z.infer<typeof pledgeTotal>;

export const pledgeIndex = z.object({ products: z.array(pledgeProduct), summary: pledgeTotal });
export type PledgeIndex = z.infer<typeof pledgeIndex>;

export const pledgeAddBody = z.object({
  productId: rowId('PRODUCT_NOT_FOUND'),
  amount: usdtAmount,
  payPassword,
});

export const pledgeOrder = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  amount: money,
  dailyRateBp: z.number().int(),
  termDays: z.number().int(),
  /** What one day pays: amount × rate, rounded down to the micro-unit. */
  dailyEarning: money,
  /** Paid so far. */
  earned: money,
  /** First earning day and end date (the principal comes back then). */
  startDate: businessDay,
  endDate: businessDay,
  /** Last day paid, null before the first. */
  paidThrough: businessDay.nullable(),
  status: z.enum(PLEDGE_ORDER_STATES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PledgeOrder = z.infer<typeof pledgeOrder>;
export const pledgeOrderList = paged(pledgeOrder);

/** One day's earning of an order (`/api/pledge/earnings?id&page`), newest first. */
export const pledgeEarning = z.object({
  id: z.number().int(),
  day: businessDay,
  amount: money,
  createdAt: z.string(),
});
export type PledgeEarning = z.infer<typeof pledgeEarning>;
export const pledgeEarningList = paged(pledgeEarning).extend({ order: pledgeOrder });
export const pledgeEarningsQuery = z.object({
  id: rowId(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** An amount an operator sets on a product: up to 2 decimals (USDT), above zero. */
const productAmount = z
  .string({ error: 'AMOUNT_INVALID' })
  .max(40, { error: 'AMOUNT_INVALID' })
  .superRefine((text, ctx) => {
    const problem = amountProblem(text, INPUT_DECIMALS.USDT);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const productName = nameText('PRODUCT_NAME_REQUIRED', 'TEXT_INVALID')
  .trim()
  .max(40, { error: 'PRODUCT_NAME_TOO_LONG' });

/** `POST /admin-api/pledge/products` (create) and `/admin-api/pledge/products/:id` (replace). */
export const pledgeProductBody = z.strictObject({
  name: localizedInput(productName, 'PRODUCT_NAME_REQUIRED'),
  termDays: z
    .number({ error: 'TERM_INVALID' })
    .int({ error: 'TERM_INVALID' })
    .min(1, { error: 'TERM_INVALID' })
    .max(3650, { error: 'TERM_INVALID' }),
  dailyRateBp: z
    .number({ error: 'RATE_INVALID' })
    .int({ error: 'RATE_INVALID' })
    .min(1, { error: 'RATE_INVALID' })
    .max(10_000, { error: 'RATE_INVALID' }),
  minAmount: productAmount,
  maxAmount: productAmount,
  quota: productAmount,
  open: z.boolean(),
  /** Order on the page, smallest first. */
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type PledgeProductInput = z.output<typeof pledgeProductBody>;

/** The operator's view of a product: every language, and how it sells. */
export const adminPledgeProduct = pledgeProduct.omit({ name: true }).extend({
  name: localizedText,
  sort: z.number().int(),
  activeOrders: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPledgeProduct = z.infer<typeof adminPledgeProduct>;
export const adminPledgeProductList = z.array(adminPledgeProduct);

/** The operator's view of an order: whose it is, too. */
export const adminPledgeOrder = pledgeOrder.extend({ userId: z.number().int(), uid: z.string() });
export type AdminPledgeOrder = z.infer<typeof adminPledgeOrder>;
export const adminPledgeOrderList = paged(adminPledgeOrder);
/**
 * `GET /admin-api/pledge/orders`: every order, or one user's, product's or status's. `q`: the user as
 * the users list finds them (id, UID, wallet address, start of mobile, e-mail or nickname). The date
 * range is `createdAt`.
 */
export const adminPledgeOrderQuery = consoleListQuery(
  {
    userId: rowId().optional(),
    productId: rowId().optional(),
    status: z.enum(PLEDGE_ORDER_STATES).optional(),
    q: searchText,
  },
  { sort: ['createdAt', 'amount', 'endDate'] },
);
export const adminPledgeOrderExportQuery = exportQuery(adminPledgeOrderQuery);
export type AdminPledgeOrderQuery = z.output<typeof adminPledgeOrderQuery>;
