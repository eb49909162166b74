import { z } from 'zod';
import { ADJUST_DIRECTIONS } from './admin-console.ts';
import { pageQuery, rowId } from './common.ts';
import { ASSETS, money } from './wallet.ts';

/*
 * Four eyes on money (issue 35): a manual adjustment, or the payout of a withdrawal above the console's
 * threshold (`sysConfig.fourEyes.payoutAbove`), is proposed by one operator and applied only when
 * another operator holding the permission approves it. The proposer may cancel it, never decide it.
 */

export const PROPOSAL_KINDS = ['adjust', 'payout'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
/** `pending` until decided: `applied` (approved, the money moved with it), `refused` or `cancelled`. */
export const PROPOSAL_STATES = ['pending', 'applied', 'refused', 'cancelled'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

const operatorRef = z.object({ id: z.number().int(), username: z.string() });

/** A proposal as the queue, the user page and the withdrawal queue show it. */
export const proposal = z.object({
  id: z.number().int(),
  kind: z.enum(PROPOSAL_KINDS),
  state: z.enum(PROPOSAL_STATES),
  /** Whose money: the adjusted user, the withdrawal's owner. */
  userId: z.number().int(),
  uid: z.string(),
  asset: z.enum(ASSETS),
  amount: money,
  /** An adjustment's direction; null for a payout. */
  direction: z.enum(ADJUST_DIRECTIONS).nullable(),
  /** A payout's withdrawal and the chain transaction that paid it; null and '' for an adjustment. */
  withdrawalId: z.number().int().nullable(),
  txHash: z.string(),
  /** An adjustment's reason (its statement line's memo); '' for a payout. */
  reason: z.string(),
  proposedBy: operatorRef,
  proposedAt: z.string(),
  decidedBy: operatorRef.nullable(),
  decidedAt: z.string().nullable(),
  /** The approver's note, the refusal's reason; '' when none. */
  decisionNote: z.string(),
});
export type Proposal = z.infer<typeof proposal>;

export const proposalPage = z.object({
  list: z.array(proposal),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

/**
 * The queue: the pending ones first (oldest first: first come, first decided), then the decided ones
 * newest first; narrowed by state, kind or user.
 */
export const proposalQuery = pageQuery.extend({
  state: z.enum(PROPOSAL_STATES, { error: 'FIELD_INVALID' }).optional(),
  kind: z.enum(PROPOSAL_KINDS, { error: 'FIELD_INVALID' }).optional(),
  userId: rowId().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ProposalQuery = z.output<typeof proposalQuery>;

/** Approving may carry a note for the record. */
export const proposalApproveBody = z.strictObject({
  note: z.string().trim().max(200, { error: 'REASON_TOO_LONG' }).default(''),
});

/** How many proposals wait for a decision (the menu's badge), and how many of them are the caller's own. */
export const proposalsWaiting = z.object({ count: z.number().int(), mine: z.number().int() });
