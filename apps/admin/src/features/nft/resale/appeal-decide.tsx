import { type AdminAppealDetail, APPEAL_TEXT_MAX, type AppealSide } from '@mcc/contract';
import { Button, Card, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoteField } from '../../../components/form/fields.tsx';
import { useConfirmedSave } from '../../../components/form/use-confirmed-save.ts';
import { money } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useDecideAppeal } from './api.ts';
import { copyName } from './appeal-tags.tsx';

interface DecideValues {
  to: AppealSide;
  note: string;
}

/**
 * The decision on an open appeal: where the copy goes and a note both sides read. Neither has a
 * default, so the operator picks the side deliberately; the confirmation spells out what moves (the
 * copy, the order, the seller's fee) before anything is sent, as every decision that moves value does.
 */
export function AppealDecideForm({ appeal }: { appeal: AdminAppealDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecideValues>();
  const decide = useDecideAppeal(appeal.id);
  const save = useConfirmedSave({
    form,
    prepare(values) {
      const facts = {
        copy: copyName(appeal),
        buyer: appeal.buyer.uid,
        seller: appeal.seller.uid,
        fee: money(appeal.order.resale?.fee),
      };
      return {
        title: t('appeals.confirmTitle', { id: appeal.id }),
        content: t(values.to === 'buyer' ? 'appeals.confirmBuyer' : 'appeals.confirmSeller', facts),
        // Not quiet: the request client says the server's reason (another operator decided first, …).
        send: () => decide.mutateAsync({ to: values.to, note: values.note.trim() }),
        saved: () => notify.success(t('appeals.decided')),
      };
    },
  });

  return (
    <Card size="small" title={t('appeals.to')} data-testid="decide-form">
      <Form<DecideValues> form={form} layout="vertical">
        <Form.Item name="to" rules={[{ required: true, message: t('common.required') }]}>
          <Radio.Group
            vertical
            options={[
              { value: 'buyer', label: t('appeals.toBuyer') },
              { value: 'seller', label: t('appeals.toSeller') },
            ]}
          />
        </Form.Item>
        <NoteField
          name="note"
          label={t('appeals.note')}
          extra={t('appeals.noteHint')}
          maxLength={APPEAL_TEXT_MAX}
          testId="decide-note"
        />
        <Button type="primary" onClick={save.submit} loading={save.saving} data-testid="decide-submit">
          {t('appeals.submit')}
        </Button>
      </Form>
    </Card>
  );
}
