import {
  type AdminPledgeProduct,
  bpRoundDown,
  DEFAULT_LANGUAGE,
  displayAmount,
  formatAmount,
  INPUT_DECIMALS,
  type Language,
  type LocalizedText,
  type PledgeOrder,
  type PledgeProduct,
  parseAmount,
} from '@mcc/contract';
import { addDays } from '../../lib/business-day.ts';
import { AppError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import type { pledgeOrders, pledgeProducts } from './pledge.tables.ts';

export type ProductRow = typeof pledgeProducts.$inferSelect;
export type OrderRow = typeof pledgeOrders.$inferSelect;

/** Typed amounts were checked by the contract; this only turns them into micro-units. */
export const usdt = (text: string) => parseAmount(text, INPUT_DECIMALS.USDT) ?? 0n;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const nameIn = (name: LocalizedText, lang: Language) => name[lang] || name['zh-Hans'];

/**
 * A refusal naming an amount: the message shows it as a user reads it ("100.00"), `data` carries it
 * in wire form ("100.000000") like every other amount the client receives.
 */
export function amountError(key: MessageKey, field: string, micro: bigint) {
  const wire = formatAmount(micro);
  return new AppError(key, { [field]: displayAmount(wire, INPUT_DECIMALS.USDT) }, { [field]: wire });
}

export const toProduct = (r: ProductRow, lang: Language): PledgeProduct => ({
  id: r.id,
  name: nameIn(r.name, lang),
  termDays: r.termDays,
  dailyRateBp: r.dailyRateBp,
  minAmount: formatAmount(r.minAmount),
  maxAmount: formatAmount(r.maxAmount),
  quota: formatAmount(r.quota),
  sold: formatAmount(r.sold),
  remaining: formatAmount(r.quota - r.sold),
  open: r.open,
});

export const toAdminProduct = (r: ProductRow, activeOrders: number): AdminPledgeProduct => ({
  ...toProduct(r, DEFAULT_LANGUAGE),
  name: r.name,
  sort: r.sort,
  activeOrders,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const toPledgeOrder = (r: OrderRow, productName: string): PledgeOrder => ({
  id: r.id,
  productId: r.productId,
  productName,
  amount: formatAmount(r.amount),
  dailyRateBp: r.dailyRateBp,
  termDays: r.termDays,
  dailyEarning: formatAmount(bpRoundDown(r.amount, r.dailyRateBp)),
  earned: formatAmount(r.earned),
  startDate: r.startDate,
  endDate: r.endDate,
  // `nextDay` is the first unpaid day, so the day before it is the last one paid.
  paidThrough: r.nextDay > r.startDate ? addDays(r.nextDay, -1) : null,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  completedAt: iso(r.completedAt),
});
