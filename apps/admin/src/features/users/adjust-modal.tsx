import { type AdminUserDetail, ASSETS, type Asset, amountProblem, INPUT_DECIMALS } from '@mcc/contract';
import { App, Form, Input, Modal, Radio, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteField } from '../../components/form/fields.tsx';
import { useConfirmedSave } from '../../components/form/use-confirmed-save.ts';
import { type AdjustInput, useAdjust } from './api.ts';

interface AdjustForm {
  asset: Asset;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

/**
 * A manual credit or debit with a reason, proposed for a second operator's approval (four eyes): the
 * amount follows the asset's decimals; confirmed, then proposed; nothing moves until approved.
 */
export function AdjustModal({ user, onClose }: { user: AdminUserDetail; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustForm>();
  const adjust = useAdjust(user.id);
  // One key per adjustment meant: a double click or a retry after a lost answer never moves money twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const asset = Form.useWatch('asset', form) ?? 'USDT';
  const save = useConfirmedSave({
    form,
    prepare(values) {
      const input: AdjustInput = { ...values, amount: values.amount.trim(), idempotencyKey: key };
      const facts = { amount: input.amount, asset: input.asset, uid: user.uid, reason: input.reason };
      return {
        title: t('users.adjustConfirmTitle'),
        content: `${t(
          input.direction === 'credit' ? 'users.adjustConfirmCredit' : 'users.adjustConfirmDebit',
          facts,
        )} ${t('proposals.adjustNote')}`,
        danger: input.direction === 'debit',
        // Not quiet: the server's message is shown, and the modal stays for a correction.
        send: () => adjust.mutateAsync(input),
        saved: () => {
          message.success(t('proposals.adjustProposed'));
          setKey(crypto.randomUUID());
          onClose();
        },
      };
    },
  });

  return (
    <Modal
      open
      title={t('users.adjustTitle', { uid: user.uid })}
      okText={t('common.next')}
      cancelText={t('common.cancel')}
      onOk={save.submit}
      onCancel={onClose}
      data-testid="adjust-modal"
    >
      <Form<AdjustForm>
        form={form}
        layout="vertical"
        initialValues={{ asset: 'USDT', direction: 'credit', amount: '', reason: '' }}
      >
        <Form.Item name="asset" label={t('users.asset')}>
          <Segmented options={[...ASSETS]} />
        </Form.Item>
        <Form.Item name="direction" label={t('users.direction')}>
          <Radio.Group
            options={[
              { value: 'credit', label: t('users.credit') },
              { value: 'debit', label: t('users.debit') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('users.amount')}
          extra={t('users.amountHint', { count: INPUT_DECIMALS[asset] })}
          dependencies={['asset']}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const problem = amountProblem(v ?? '', INPUT_DECIMALS[form.getFieldValue('asset') as Asset]);
                return problem ? Promise.reject(new Error(t(`amountErrors.${problem}`))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="decimal" suffix={asset} data-testid="adjust-amount" />
        </Form.Item>
        <NoteField name="reason" label={t('common.reason')} maxLength={200} testId="adjust-reason" />
      </Form>
    </Modal>
  );
}
