/**
 * The audit log's vocabulary, as closed sets: every action the server records and every kind of thing
 * an action is done to. The server's `audit.record` takes these types, and the console words each one
 * in four languages (apps/admin/src/locales/codes/): an action added here without its words fails the
 * console's vocabulary test, and one written in the server without being added here does not compile.
 */

/** `<area>.<verb>`: what an operator (or the command line, or the server itself) did. */
export const AUDIT_ACTIONS = [
  'operator.login',
  'operator.create',
  'operator.enable',
  'operator.disable',
  'operator.password.change',
  'operator.password.reset',
  'operator.totp.enable',
  'user.suspend',
  'user.reinstate',
  'user.payPassword.reset',
  'user.totp.reset',
  'user.lock.lift',
  'user.adjust',
  'recharge.approve',
  'recharge.reject',
  'withdrawal.pay',
  'withdrawal.reject',
  'chain.alert.resolve',
  'deposit.reconcile',
  'proposal.create',
  'proposal.approve',
  'proposal.refuse',
  'proposal.cancel',
  'ledger.verify',
  'ledger.digest.sign',
  'ledger.account.freeze',
  'ledger.account.unfreeze',
  'settings.update',
  'notice.create',
  'notice.update',
  'notice.delete',
  'banner.create',
  'banner.update',
  'banner.delete',
  'pledge.product.create',
  'pledge.product.update',
  'market.price.set',
  'market.plan.create',
  'market.plan.cancel',
  'nft.series.create',
  'nft.series.update',
  'nft.box.create',
  'nft.box.update',
  'nft.box.close',
  'nft.recipe.create',
  'nft.recipe.update',
  'nft.auction.create',
  'nft.auction.cancel',
  'nft.appeal.decide',
  'daily.run',
  'job.failure.retry',
  'data.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action is done to (`targetType`; the row's id, a day or a name as `targetId`). */
export const AUDIT_TARGET_TYPES = [
  'operator',
  'user',
  'recharge',
  'withdrawal',
  'chain_alert',
  'deposit_reconciliation',
  'proposal',
  'ledger',
  'ledger_account',
  'settings',
  'notice',
  'banner',
  'pledge_product',
  'market_symbol',
  'market_plan',
  'nft_series',
  'nft_box',
  'nft_recipe',
  'nft_auction',
  'nft_appeal',
  'day',
  'job_item_failure',
  /** A console list (an export's): `targetId` is its name (`recharges`, `users`, …). */
  'list',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Targets of which there is one (the settings, the ledger): their `targetId` names no row, so the
 * console shows the target's word alone.
 */
export const SINGLE_AUDIT_TARGETS: readonly AuditTargetType[] = ['settings', 'ledger'];
