import { type AdminUserDetail, securityActionBody } from '@mcc/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';
import { FormModal, useFormModal } from '../../components/form/form-modal.tsx';
import { schemaProblems } from '../../components/form/problems.ts';
import { notify } from '../../lib/notify.ts';
import { type SecurityAction, useSecurityAction } from './api.ts';

/** The test ids' stem of each action: `reset-totp-modal`, `reset-totp-reason`, `reset-totp-refusal`. */
const TEST_IDS = { resetTotp: 'reset-totp', liftLock: 'lift-lock' } as const satisfies Record<
  SecurityAction,
  string
>;

/**
 * Resetting a user's 2FA or lifting their hold on withdrawals: the operator says why (the contract's
 * rule, audited with the action), confirms, then it is sent; the answer is the user's new detail.
 */
export function SecurityActionModal({
  user,
  action,
  onClose,
}: {
  user: AdminUserDetail;
  action: SecurityAction;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const send = useSecurityAction(user.id, action);
  const texts = `userSecurity.${action}`;
  const { modal } = useFormModal<{ reason: string }>({
    texts,
    initialValues: { reason: '' },
    problems: (values) => schemaProblems(securityActionBody.safeParse(values)),
    errors: 'userSecurity.errors',
    onClose,
    prepare(values) {
      const reason = values.reason.trim();
      return {
        title: t(`${texts}.confirm`, { uid: user.uid }),
        content: t('userSecurity.reasonIs', { reason }),
        danger: action === 'resetTotp',
        send: () => send.mutateAsync(reason),
        saved: () => {
          notify.success(t(`${texts}.done`));
          onClose();
        },
      };
    },
  });

  return (
    <FormModal
      {...modal}
      title={t(`${texts}.title`, { uid: user.uid })}
      okText={t('common.next')}
      testId={`${TEST_IDS[action]}-modal`}
    >
      <Alert type="warning" showIcon title={t(`${texts}.effect`)} style={{ marginBottom: 16 }} />
      <TextField name="reason" label={t('common.reason')} required maxLength={200} />
    </FormModal>
  );
}
