import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/operator.ts';
import { ACCRUAL_PERMISSION } from './api.ts';

/** The dialog and its date picker load on first use: most visits to the orders page never open it. */
const AccrualModal = lazy(() => import('./accrual-modal.tsx'));

/** "Run accrual now", for operators who may: opens the dialog that runs the daily tasks. */
export function AccrualButton() {
  const { t } = useTranslation();
  const me = useMe();
  const [open, setOpen] = useState(false);
  if (!me.data?.permissions.includes(ACCRUAL_PERMISSION)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="run-accrual">
        {t('pledge.runAccrual')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AccrualModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
