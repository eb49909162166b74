import { Button, Dialog, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MiddleEllipsis } from '../../../components/middle-ellipsis.tsx';
import { formatTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/indicators.ts';
import { type AddressBook, isCooling, useRefreshSecurity } from '../../../lib/security.ts';
import { removeAddress } from '../api/security.ts';
import '../../../locales/protection/index.ts';
import '../../../locales/security/index.ts';

type BookAddress = AddressBook['list'][number];

/** An address of the book's usable state in words: usable, or cooling until when (by the server's `now`). */
function BookAddressState({ address, now }: { address: BookAddress; now: number }) {
  const { t } = useTranslation();
  return isCooling(address.usableAt, now) ? (
    <span className="book-address-state book-cooling" data-testid="book-address-state">
      {t('protection.book.cooling', { time: formatTime(address.usableAt) })}
    </span>
  ) : (
    <span className="book-address-state book-usable" data-testid="book-address-state">
      {t('protection.book.usable')}
    </span>
  );
}

/**
 * The book's addresses: network, label, the address cut in the middle, usable or cooling by the server's
 * time `now`; remove one.
 */
export function AddressList({ list, now }: { list: BookAddress[]; now: number }) {
  const { t } = useTranslation();
  const refresh = useRefreshSecurity();
  const remove = async (address: BookAddress) => {
    const confirmed = await Dialog.confirm({
      content: t('security.addresses.removeConfirm', { label: address.label }),
      confirmText: t('security.addresses.remove'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await removeAddress(address.id);
      showToast(t('security.addresses.removed'), 'success');
    } catch {
      // The request client has said why.
    }
    void refresh();
  };
  return (
    <List data-testid="address-list">
      {list.map((address) => (
        <List.Item
          key={address.id}
          data-testid="book-address"
          extra={
            <Button size="mini" color="danger" fill="outline" onClick={() => void remove(address)}>
              {t('security.addresses.remove')}
            </Button>
          }
        >
          <div className="book-address">
            <div className="book-address-label">
              <Tag color="primary" fill="outline">
                {address.network}
              </Tag>
              <span data-testid="book-address-label">{address.label}</span>
            </div>
            <MiddleEllipsis value={address.address} testId="book-address-value" />
            <BookAddressState address={address} now={now} />
          </div>
        </List.Item>
      ))}
    </List>
  );
}
