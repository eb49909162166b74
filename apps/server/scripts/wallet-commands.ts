import { idQuery, RECHARGE_STATES, reasonBody, txHash, WITHDRAWAL_STATES } from '@mcc/contract';
import { z } from 'zod';
import type { Command } from './cli-command.ts';

const id = idQuery.shape.id;
const reason = reasonBody.shape.reason;
const rechargeState = z.enum(RECHARGE_STATES, { error: 'FIELD_INVALID' });
const withdrawalState = z.enum(WITHDRAWAL_STATES, { error: 'FIELD_INVALID' });

/** `list-recharges` / `list-withdrawals`: one request per line, oldest first when listing `reviewing`. */
function listCommand<S extends string>(
  what: string,
  states: z.ZodEnum<{ [K in S]: K }>,
  list: (
    ctx: Parameters<Command['run']>[0],
    state: S,
  ) => Promise<{ list: { id: number; uid: string; network: string; amount: string; state: string }[] }>,
): Command {
  return {
    summary: `List ${what} (default: those waiting for review, oldest first).`,
    flags: { state: { help: `${states.options.join(' | ')} (default reviewing)` } },
    async run(ctx, flags) {
      const state = ctx.parse(states, flags.state ?? 'reviewing', 'state');
      const { list: rows } = await list(ctx, state);
      if (rows.length === 0) return ctx.out('Nothing.');
      for (const r of rows) ctx.out(`#${r.id}  uid ${r.uid}  ${r.network}  ${r.amount} USDT  ${r.state}`);
    },
  };
}

/** The finance queues from a shell: the same services, checks and audit rows as the admin API. */
export const walletCommands: Record<string, Command> = {
  'list-recharges': listCommand('recharges', rechargeState, (ctx, state) =>
    ctx.services.walletLists.listRecharges({ state, page: 1, limit: 50, sort: 'createdAt' }),
  ),
  'approve-recharge': {
    summary: 'Approve a recharge: credits the user once.',
    flags: { id: { required: true, help: 'the recharge id' } },
    async run(ctx, flags) {
      const r = await ctx.services.walletReview.approveRecharge(ctx.parse(id, flags.id, 'id'), ctx.actor);
      ctx.out(`Recharge #${r.id} approved: ${r.amount} USDT credited.`);
    },
  },
  'reject-recharge': {
    summary: 'Reject a recharge with a reason the user sees.',
    flags: {
      id: { required: true, help: 'the recharge id' },
      reason: { required: true, help: 'shown to the user' },
    },
    async run(ctx, flags) {
      const r = await ctx.services.walletReview.rejectRecharge(
        ctx.parse(id, flags.id, 'id'),
        ctx.parse(reason, flags.reason, 'reason'),
        ctx.actor,
      );
      ctx.out(`Recharge #${r.id} rejected.`);
    },
  },
  'list-withdrawals': listCommand('withdrawals', withdrawalState, (ctx, state) =>
    ctx.services.walletLists.listWithdrawals({ state, page: 1, limit: 50, sort: 'createdAt' }),
  ),
  'pay-withdrawal': {
    summary:
      'Mark a withdrawal paid with the chain transaction that paid it. Above the four-eyes threshold only with --override (a note kept in the audit log).',
    flags: {
      id: { required: true, help: 'the withdrawal id' },
      'tx-hash': { required: true, help: '64 hex digits' },
      override: {
        help: 'above the four-eyes threshold, why one person at the shell pays it (recorded in the audit log)',
      },
    },
    async run(ctx, flags) {
      const override =
        flags.override === undefined ? undefined : ctx.parse(reason, flags.override, 'override');
      const w = await ctx.services.walletReview.payWithdrawal(
        ctx.parse(id, flags.id, 'id'),
        ctx.parse(txHash, flags['tx-hash'], 'tx-hash'),
        ctx.actor,
        { override },
      );
      ctx.out(`Withdrawal #${w.id} paid (${w.amount} USDT to ${w.address}).`);
    },
  },
  'reject-withdrawal': {
    summary: 'Reject a withdrawal with a reason; the held money goes back to the user.',
    flags: {
      id: { required: true, help: 'the withdrawal id' },
      reason: { required: true, help: 'shown to the user' },
    },
    async run(ctx, flags) {
      const w = await ctx.services.walletReview.rejectWithdrawal(
        ctx.parse(id, flags.id, 'id'),
        ctx.parse(reason, flags.reason, 'reason'),
        ctx.actor,
      );
      ctx.out(`Withdrawal #${w.id} rejected; ${w.amount} USDT + ${w.fee} fee returned.`);
    },
  },
};
