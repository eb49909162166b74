import { ASSETS, type Asset } from '@mcc/contract';
import type { usePageParams } from '../../lib/use-page-params.ts';

/** The ledger explorer's state lives in the address (a link or a reload opens the same view). */
export const LEDGER_FILTER_KEYS = [
  'tab',
  'accountId',
  'uid',
  'code',
  'refType',
  'refId',
  'asset',
  'state',
] as const;
export type LedgerPageParams = ReturnType<typeof usePageParams<(typeof LEDGER_FILTER_KEYS)[number]>>;

export const LEDGER_PAGE_SIZE = 20;

export const asAsset = (v: string | undefined): Asset | undefined =>
  (ASSETS as readonly string[]).includes(v ?? '') ? (v as Asset) : undefined;
