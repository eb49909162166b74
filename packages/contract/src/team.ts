import { z } from 'zod';
import { paged } from './common.ts';
import { money } from './wallet.ts';

/** How deep commissions and the member lists go: 1 = direct members. */
export const TEAM_LEVELS = [1, 2, 3] as const;

/**
 * Team performance (USDT, active pledge principal of the whole team) from which each team level
 * starts: below the first is level 0, at or above the last is level 5.
 */
export const TEAM_LEVEL_THRESHOLDS = ['1000', '10000', '50000', '200000', '1000000'] as const;

/** `/api/team/promote`: what the user shares. `link` is absolute, for the QR code. */
export const teamPromote = z.object({ inviteCode: z.string(), link: z.string() });
export type TeamPromote = z.infer<typeof teamPromote>;

/** `/api/team/info`. */
export const teamInfo = z.object({
  /** Who invited the user (masked), null for root accounts. */
  inviter: z.object({ uid: z.string(), nickname: z.string(), contact: z.string() }).nullable(),
  directMembers: z.number().int(),
  /** Everyone below the user, at any depth. */
  teamSize: z.number().int(),
  /** Active pledge principal of the whole team (not the user's own). */
  teamPerformance: money,
  /** 0 … 5, from team performance (see docs/decisions.md). */
  teamLevel: z.number().int(),
  commissionTotal: money,
  commissionToday: money,
  /** Members per depth 1, 2, 3. */
  levels: z.array(z.object({ level: z.number().int(), members: z.number().int() })),
});
export type TeamInfo = z.infer<typeof teamInfo>;

export const teamMemberQuery = z.object({
  level: z.coerce
    .number({ error: 'LEVEL_INVALID' })
    .int({ error: 'LEVEL_INVALID' })
    .min(1, { error: 'LEVEL_INVALID' })
    .max(3, { error: 'LEVEL_INVALID' })
    .default(1),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const teamMember = z.object({
  uid: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** Masked mobile or e-mail (`138****0001`, `a***@example.com`), or a masked wallet address. */
  contact: z.string(),
  joinedAt: z.string(),
  /** Their active pledge principal. */
  activePledge: money,
});
export type TeamMember = z.infer<typeof teamMember>;
export const teamMemberList = paged(teamMember);
