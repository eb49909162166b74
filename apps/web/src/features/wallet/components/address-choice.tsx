import type { Network } from '@mcc/contract';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MiddleEllipsis } from '../../../components/middle-ellipsis.tsx';
import { formatTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/routes.ts';
import { isCooling, serverNowOf, useAddressBook, whitelistInForce } from '../../../lib/security.ts';
import './address-choice.css';
import '../../../locales/protection/index.ts';
import '../../../locales/wallet/index.ts';

/**
 * The withdrawal's address (the form item's value): one of the address book's on this network — the
 * usable ones to pick, the cooling ones shown disabled with the time they can be used — or, while
 * whitelist-only is not in force, one typed. With whitelist-only in force and nothing usable, it says so
 * and leads to the book. Until the book has loaded, a typed address (the server checks it either way).
 */
export function AddressChoice({
  value,
  onChange,
  network,
}: {
  value?: string;
  onChange?: (address: string) => void;
  network: Network | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const read = useAddressBook();
  const book = read.data;
  const now = book ? serverNowOf(book, read.dataUpdatedAt) : Date.now();
  const entries = book?.list.filter((a) => a.network === network) ?? [];
  const oneOff = !book || !whitelistInForce(book, now);
  const picked = entries.find((a) => a.address === value);
  const usable = entries.filter((a) => !isCooling(a.usableAt, now));
  return (
    <div className="address-choice">
      {entries.length > 0 && (
        <fieldset className="address-choices">
          <legend className="visually-hidden">{t('withdraw.address')}</legend>
          {entries.map((a) => {
            const cooling = isCooling(a.usableAt, now);
            return (
              <label key={a.id} className="address-choice-item" data-testid="book-choice">
                <input
                  type="radio"
                  name="book-address"
                  className="visually-hidden"
                  checked={picked?.id === a.id}
                  disabled={cooling}
                  onChange={() => onChange?.(a.address)}
                />
                <span className="address-choice-label">{a.label}</span>
                <MiddleEllipsis value={a.address} />
                <span className={cooling ? 'book-cooling' : 'book-usable'}>
                  {cooling
                    ? t('protection.book.cooling', { time: formatTime(a.usableAt) })
                    : t('protection.book.usable')}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {oneOff ? (
        <Input
          placeholder={t(entries.length > 0 ? 'protection.book.other' : 'withdraw.addressPlaceholder', {
            network: network ?? '',
          })}
          value={picked ? '' : (value ?? '')}
          onChange={onChange}
          clearable
        />
      ) : (
        <p className="address-choice-note" data-testid="whitelist-only">
          {usable.length === 0
            ? t('protection.book.noneUsable', { network: network ?? '' })
            : t('protection.book.whitelistOnly')}
        </p>
      )}
      <button type="button" className="link-button" onClick={() => navigate(paths.securityAddresses)}>
        {t('protection.book.manage')}
      </button>
    </div>
  );
}
