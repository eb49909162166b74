import { Alert, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A create-or-edit form in a modal: Save runs `onSave` (which checks, confirms and sends), and the
 * server's refusal, when there is one, shows above the fields until a value changes (`onChange`).
 */
export function FormModal<V extends object>({
  title,
  form,
  initialValues,
  refusal,
  onChange,
  saving,
  onSave,
  onClose,
  width,
  testId,
  children,
}: {
  title: string;
  form: FormInstance<V>;
  initialValues: V;
  refusal: string | null;
  onChange: () => void;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  width: number;
  /** The modal's test id; its refusal is `<testId>-refusal` without the `-modal`. */
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={onSave}
      onCancel={onClose}
      data-testid={testId}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onValuesChange={onChange}>
        {refusal && (
          <Alert
            type="error"
            showIcon
            title={refusal}
            style={{ marginBottom: 16 }}
            data-testid={`${testId.replace(/-modal$/, '')}-refusal`}
          />
        )}
        {children}
      </Form>
    </Modal>
  );
}
