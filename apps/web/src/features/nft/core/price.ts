import { formatAmount, parseAmount } from '@mcc/contract';

/** `price × count` in wire form: micro-units multiply exactly (a series' order, a box's opens). */
export const priceTimes = (price: string, count: number) =>
  formatAmount((parseAmount(price) ?? 0n) * BigInt(count));
