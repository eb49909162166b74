import type { AdminPledgeProduct, PledgeProductInput } from '@mcc/contract';

/** A wire amount ("100.000000") as an operator would type it ("100"): a product's limits have ≤ 2 decimals. */
const typedAmount = (wire: string) => wire.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/**
 * A product as the body that replaces it unchanged: the edit form starts from it, and open/close sends
 * it with `open` flipped (the server replaces a product whole).
 */
export function productInput(p: AdminPledgeProduct): PledgeProductInput {
  return {
    name: { ...p.name },
    termDays: p.termDays,
    dailyRateBp: p.dailyRateBp,
    minAmount: typedAmount(p.minAmount),
    maxAmount: typedAmount(p.maxAmount),
    quota: typedAmount(p.quota),
    open: p.open,
    sort: p.sort,
  };
}
