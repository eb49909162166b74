import { type AdminAppealDetail, APPEAL_TEXT_MAX, type AppealSide } from '@mcc/contract';
import { App, Button, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { modal } = App.useApp();
  const [form] = Form.useForm<DecideValues>();
  const decide = useDecideAppeal(appeal.id);

  async function submit() {
    let values: DecideValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const facts = {
      copy: copyName(appeal),
      buyer: appeal.buyer.uid,
      seller: appeal.seller.uid,
      fee: money(appeal.order.resale?.fee),
    };
    modal.confirm({
      title: t('appeals.confirmTitle', { id: appeal.id }),
      content: t(values.to === 'buyer' ? 'appeals.confirmBuyer' : 'appeals.confirmSeller', facts),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await decide.mutateAsync({ to: values.to, note: values.note.trim() });
          notify.success(t('appeals.decided'));
        } catch {
          // The request client has shown the server's reason (another operator decided first, …).
        }
      },
    });
  }

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
        <Form.Item
          name="note"
          label={t('appeals.note')}
          extra={t('appeals.noteHint')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input.TextArea rows={3} maxLength={APPEAL_TEXT_MAX} showCount data-testid="decide-note" />
        </Form.Item>
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={decide.isPending}
          data-testid="decide-submit"
        >
          {t('appeals.submit')}
        </Button>
      </Form>
    </Card>
  );
}
