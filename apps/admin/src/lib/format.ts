import {
  type Asset,
  DEFAULT_LANGUAGE,
  INPUT_DECIMALS,
  moneyText,
  priceText as readPrice,
  SCALE,
} from '@mcc/contract';
import { i18n } from './i18n.ts';

/**
 * An amount as the web app writes it (the contract's `moneyText`): from the string, never through a
 * float, every micro-unit that is not zero, at least the asset's decimals (USDT 2, tokens 4), grouped in
 * the console's language ("1,234.50"); a dash for none.
 */
export function money(wire: string | null | undefined, asset: Asset = 'USDT'): string {
  if (wire === null || wire === undefined || wire === '') return '–';
  return moneyText(wire.trim(), asset, i18n.language || DEFAULT_LANGUAGE);
}

/**
 * An amount split for a table's column (`money`'s text): the digits a user types for the asset, then
 * the finer ones the ledger holds (shown lighter), and how many decimals short of the ledger's six it
 * is, so a column can line up every amount on its decimal point: "76.45" over "114.221875".
 */
export function moneyParts(wire: string, asset: Asset = 'USDT') {
  const text = money(wire, asset);
  const point = text.lastIndexOf('.');
  const fixed = point < 0 ? text.length : point + 1 + INPUT_DECIMALS[asset];
  const decimals = point < 0 ? 0 : text.length - point - 1;
  return { head: text.slice(0, fixed), tail: text.slice(fixed), short: Math.max(0, SCALE - decimals) };
}

/**
 * A wire price (ten decimals) exactly, trailing zeros gone: at least the decimals the app shows
 * (contract `priceDecimals`), every one beyond that the price has ("0.0123456789"), grouped.
 */
export const priceText = (wire: string) =>
  readPrice(wire.trim(), i18n.language || DEFAULT_LANGUAGE, { exact: true });

/** Whether a wire amount is negative (for colouring a statement line). */
export const isNegative = (wire: string) => wire.trim().startsWith('-');

/** An ISO time as local date and time, `YYYY-MM-DD HH:mm:ss`. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** A long hash or address shortened for a table cell (the full value is in the title / copyable). */
export function shorten(text: string, keep = 8): string {
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(-keep)}`;
}
