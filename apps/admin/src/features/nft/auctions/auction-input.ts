import { type AdminAuctionInput, AUCTION_INCREMENT_BP, adminAuctionBody } from '@mcc/contract';
import type { Dayjs } from 'dayjs';
import {
  crossFieldProblems,
  distinct,
  type FormProblem,
  schemaProblems,
} from '../../../components/form/problems.ts';

/** What the new-auction form holds: numbers may be empty while typing, times are the pickers' values. */
export interface AuctionFormValues {
  seriesId: number | null;
  startPrice: string;
  /** The minimum raise in bp (the field shows a percentage); null when emptied, NaN when unreadable. */
  incrementBp: number | null;
  /** Empty for no reserve. */
  reserve: string;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
}

export const NEW_AUCTION: AuctionFormValues = {
  seriesId: null,
  startPrice: '',
  incrementBp: AUCTION_INCREMENT_BP,
  reserve: '',
  startsAt: null,
  endsAt: null,
};

/** The body before the contract's verdict (times as ISO instants, an empty reserve as none). */
function body(values: AuctionFormValues) {
  const reserve = values.reserve?.trim() ?? '';
  return {
    seriesId: values.seriesId,
    startPrice: values.startPrice?.trim() ?? '',
    incrementBp: values.incrementBp,
    reserve: reserve === '' ? null : reserve,
    startsAt: values.startsAt?.toISOString() ?? '',
    endsAt: values.endsAt?.toISOString() ?? '',
  };
}

/** An auction the schema accepts, on which the window is judged alone. */
const STAND_IN: AdminAuctionInput = {
  seriesId: 1,
  startPrice: '1',
  incrementBp: AUCTION_INCREMENT_BP,
  reserve: null,
  startsAt: '2000-01-01T00:00:00.000Z',
  endsAt: '2000-01-02T00:00:00.000Z',
};

/**
 * Everything the server would refuse, found before sending: the contract's schema, its window rule
 * (ends after it starts, at most 30 days) judged as soon as both times are picked, and a series without
 * a copy left (`available`, from the series list; unknown series are left to the server).
 */
export function auctionProblems(
  values: AuctionFormValues,
  available: (seriesId: number) => number | undefined = () => undefined,
): FormProblem[] {
  const b = body(values);
  const bothTimes = b.startsAt !== '' && b.endsAt !== '';
  const problems = distinct([
    ...schemaProblems(adminAuctionBody.safeParse(b)),
    ...(bothTimes
      ? crossFieldProblems(adminAuctionBody, STAND_IN, { startsAt: b.startsAt, endsAt: b.endsAt }, ['endsAt'])
      : []),
    // A time not picked yet is the problem to show, not a window it cannot have.
  ]).filter((p) => bothTimes || p.key !== 'AUCTION_WINDOW_INVALID');
  const left = b.seriesId === null ? undefined : available(b.seriesId);
  if (left !== undefined && left < 1) problems.push({ path: ['seriesId'], key: 'SOLD_OUT' });
  return problems;
}

/** The body to send (call once `auctionProblems` is empty). */
export const auctionInput = (values: AuctionFormValues): AdminAuctionInput =>
  adminAuctionBody.parse(body(values));
