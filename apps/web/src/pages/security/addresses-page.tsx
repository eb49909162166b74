import { ADDRESS_BOOK_LIMIT } from '@mcc/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '../../components/card-skeleton.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { AddAddressSheet } from '../../features/security/components/add-address-sheet.tsx';
import { AddressList } from '../../features/security/components/address-list.tsx';
import { WhitelistSwitch } from '../../features/security/components/whitelist-switch.tsx';
import { serverNowOf, useAddressBook } from '../../lib/security.ts';
import '../../features/security/security.css';
import '../../locales/security/index.ts';

/**
 * `/pages/security/addresses`: the withdrawal address book (each address usable after its cooling
 * period), adding and removing addresses, and the whitelist-only switch.
 */
export default function AddressesPage() {
  const { t } = useTranslation();
  const book = useAddressBook();
  const [adding, setAdding] = useState(false);
  if (book.isError)
    return <ErrorState title={t('security.loadFailed')} onRetry={() => void book.refetch()} />;
  const data = book.data;
  if (!data)
    return (
      <div data-testid="addresses-page">
        <CardSkeleton lines={4} />
      </div>
    );
  const full = data.list.length >= ADDRESS_BOOK_LIMIT;
  const now = serverNowOf(data, book.dataUpdatedAt);
  return (
    <div data-testid="addresses-page">
      <WhitelistSwitch book={data} now={now} />
      {data.list.length === 0 ? (
        <EmptyState text={t('security.addresses.empty')} testId="addresses-empty" />
      ) : (
        <AddressList list={data.list} now={now} />
      )}
      <div className="form-actions">
        <Button
          block
          color="primary"
          size="large"
          disabled={full}
          onClick={() => setAdding(true)}
          data-testid="add-address"
        >
          {full ? t('security.addresses.full', { count: ADDRESS_BOOK_LIMIT }) : t('security.addresses.add')}
        </Button>
      </div>
      {adding && <AddAddressSheet onClose={() => setAdding(false)} />}
    </div>
  );
}
