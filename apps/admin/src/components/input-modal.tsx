import { Form, Input, Modal, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface InputModalProps {
  open: boolean;
  title: ReactNode;
  /** What the operator is about to do, shown above the field. */
  description?: ReactNode;
  label: ReactNode;
  rules?: Rule[];
  multiline?: boolean;
  okText?: ReactNode;
  danger?: boolean;
  testId?: string;
  onCancel(): void;
  /** Rejecting keeps the modal open (the request client has shown the server's message). */
  onSubmit(value: string): Promise<unknown>;
}

/**
 * One required text (a reason, a transaction hash) and a confirm button: the modal is the confirmation
 * of the action, so nothing moves until the operator presses OK with a valid value.
 */
export function InputModal(props: InputModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ value: string }>();
  const [busy, setBusy] = useState(false);

  async function ok() {
    const { value } = await form.validateFields();
    setBusy(true);
    try {
      await props.onSubmit(value.trim());
      form.resetFields();
    } catch {
      // Shown already; the operator may correct and try again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: props.danger, loading: busy }}
      onOk={() => void ok().catch(() => {})}
      onCancel={() => {
        form.resetFields();
        props.onCancel();
      }}
      destroyOnHidden
      data-testid={props.testId}
    >
      {props.description && <Typography.Paragraph>{props.description}</Typography.Paragraph>}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="value"
          label={props.label}
          rules={[
            { required: true, whitespace: true, message: t('common.required') },
            ...(props.rules ?? []),
          ]}
        >
          {props.multiline ? (
            <Input.TextArea rows={3} maxLength={200} showCount autoFocus />
          ) : (
            <Input autoFocus className="mono" />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
