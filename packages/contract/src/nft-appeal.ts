import { z } from 'zod';
import { paged, rowId } from './common.ts';
import { consoleListQuery, exportQuery, searchText } from './list-query.ts';
import { nftOrder } from './nft.ts';
import { multilineText } from './text.ts';
import { uploadedImage } from './wallet.ts';

/**
 * Appeals of resale orders (`/api/coupon/feedback`, page `/pages/feedback/feedback`). The seller may
 * appeal a paid order at once (no payment arrived, a forged proof); the buyer once the seller has not
 * confirmed within the console's `resale.appealAfterMinutes`. While it is open the copy stays locked,
 * both sides add text and images, and an operator decides: the copy to the buyer (the order completes,
 * as if confirmed) or back to the seller (the order is cancelled and the copy listed again).
 */
export const APPEAL_REASONS = ['not_received', 'not_confirmed', 'proof_invalid', 'other'] as const;
export type AppealReason = (typeof APPEAL_REASONS)[number];
/** `decided` by an operator, or `closed` by the seller's own confirmation while it was open. */
export const APPEAL_STATES = ['open', 'decided', 'closed'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
export const APPEAL_SIDES = ['buyer', 'seller'] as const;
/** What an appeal's timeline marks: the order's steps, then the appeal's (the console words each). */
export const APPEAL_EVENTS = ['ordered', 'paid', 'appealed', 'decided', 'closed'] as const;
export type AppealEvent = (typeof APPEAL_EVENTS)[number];
export type AppealSide = (typeof APPEAL_SIDES)[number];
export const APPEAL_IMAGES_MAX = 6;
export const APPEAL_TEXT_MAX = 500;

const appealText = multilineText('APPEAL_TEXT_REQUIRED', 'TEXT_INVALID')
  .trim()
  .min(1, { error: 'APPEAL_TEXT_REQUIRED' })
  .max(APPEAL_TEXT_MAX, { error: 'APPEAL_TEXT_TOO_LONG' });

/**
 * `/api/coupon/feedback`: opens the order's appeal (a reason is needed then) or, while it is open, adds
 * the caller's evidence to it.
 */
export const feedbackBody = z.object({
  orderId: rowId('ORDER_NOT_FOUND'),
  reason: z.enum(APPEAL_REASONS, { error: 'APPEAL_REASON_INVALID' }).optional(),
  text: appealText,
  images: z
    .array(uploadedImage, { error: 'PROOF_INVALID' })
    .max(APPEAL_IMAGES_MAX, { error: 'APPEAL_IMAGES_TOO_MANY' })
    .default([]),
});
export type FeedbackInput = z.infer<typeof feedbackBody>;

export const appealMessage = z.object({
  from: z.enum([...APPEAL_SIDES, 'operator']),
  /** The caller wrote it. */
  mine: z.boolean(),
  text: z.string(),
  images: z.array(z.string()),
  at: z.string(),
});
export type AppealMessage = z.infer<typeof appealMessage>;

export const appealSummary = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  seriesName: z.string(),
  image: z.string(),
  serial: z.number().int(),
  status: z.enum(APPEAL_STATES),
  reason: z.enum(APPEAL_REASONS),
  openedBy: z.enum(APPEAL_SIDES),
  /** The caller's side of the order. */
  role: z.enum(APPEAL_SIDES),
  /** Who the copy went to, once decided. */
  decision: z.enum(APPEAL_SIDES).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AppealSummary = z.infer<typeof appealSummary>;
export const appealList = paged(appealSummary);

/** `/api/coupon/appeal?id`: the appeal, its order and every message, oldest first. */
export const appealDetail = appealSummary.extend({
  order: nftOrder,
  messages: z.array(appealMessage),
  /** The operator's word on the decision. */
  note: z.string(),
});
export type AppealDetail = z.infer<typeof appealDetail>;

// ---- admin side ----------------------------------------------------------------------------------

/**
 * `q`: the order id, or the buyer or the seller as the users list finds them (id, UID, wallet address,
 * start of mobile, e-mail or nickname). The date range is `createdAt` (when it was opened).
 */
export const adminAppealQuery = consoleListQuery(
  { status: z.enum(APPEAL_STATES, { error: 'STATUS_INVALID' }).optional(), q: searchText },
  { sort: ['createdAt', 'decidedAt'] },
);
export type AdminAppealQuery = z.output<typeof adminAppealQuery>;
export const adminAppealExportQuery = exportQuery(adminAppealQuery);

const party = z.object({ userId: z.number().int(), uid: z.string() });
export const adminAppeal = appealSummary.omit({ role: true }).extend({
  buyer: party,
  seller: party,
  price: z.string(),
});
export type AdminAppeal = z.infer<typeof adminAppeal>;
export const adminAppealList = paged(adminAppeal);
/** The operator's view: both sides' evidence and the order's timeline. */
export const adminAppealDetail = adminAppeal.extend({
  order: nftOrder,
  messages: z.array(appealMessage),
  note: z.string(),
  proof: z.string().nullable(),
  timeline: z.array(z.object({ event: z.enum(APPEAL_EVENTS), at: z.string() })),
});
export type AdminAppealDetail = z.infer<typeof adminAppealDetail>;
export const decideBody = z.strictObject({
  to: z.enum(APPEAL_SIDES, { error: 'APPEAL_DECISION_INVALID' }),
  note: appealText,
});
export type DecideInput = z.infer<typeof decideBody>;
export const appealIdParams = z.object({ id: rowId('APPEAL_NOT_FOUND') });
