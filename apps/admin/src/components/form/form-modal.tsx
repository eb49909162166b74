import { Alert, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldRulesContext } from './field-rules.ts';
import { type FormProblem, problemRule, problemText, type RuleAt } from './problems.ts';
import { type SaveStep, useConfirmedSave } from './use-confirmed-save.ts';

/**
 * A create-or-edit form in a modal: Save runs `onSave` (which checks, confirms and sends), and the
 * server's refusal, when there is one, shows above the fields until a value changes (`onChange`). The
 * fields take their rules (`rule`) and test ids (`<testId without -modal>-<name>`) from it.
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
  okText,
  width,
  testId,
  rule,
  children,
}: {
  title: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  refusal: string | null;
  onChange: () => void;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** Save unless told. */
  okText?: string;
  /** antd's 520 unless told. */
  width?: number;
  /** The modal's test id; its refusal is `<testId>-refusal` without the `-modal`. */
  testId: string;
  rule?: RuleAt;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const prefix = testId.replace(/-modal$/, '');
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={okText ?? t('common.save')}
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
            data-testid={`${prefix}-refusal`}
          />
        )}
        <FieldRulesContext value={{ rule, testPrefix: prefix }}>{children}</FieldRulesContext>
      </Form>
    </Modal>
  );
}

/**
 * A kit form in a modal (FormModal's props but its test id and width, `modal`, for
 * `<FormModal {...modal} testId="…">`): its texts in the
 * namespace `texts` (`<texts>.new`, `<texts>.editTitle` with `{{id}}`, and the confirmations'
 * `<texts>.createConfirm` / `<texts>.saveConfirm`), its fields judged by `problems` (worded as
 * `<errors>.<KEY>`), then confirm-then-save (useConfirmedSave) with `prepare`'s step.
 */
export function useFormModal<V extends object>({
  texts,
  id,
  initialValues,
  problems,
  errors = `${texts}.errors`,
  prepare,
  onClose,
}: {
  texts: string;
  /** The row edited; none when creating. */
  id?: number;
  initialValues: Partial<V>;
  problems?(values: V): FormProblem[];
  errors?: string;
  prepare(values: V): SaveStep;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const save = useConfirmedSave({ form, texts, editing: id !== undefined, prepare, onClose });
  const rule = problemRule(
    () => problems?.(form.getFieldsValue(true)) ?? [],
    (problem) => problemText(t, errors, problem),
  );
  return {
    form,
    rule,
    modal: {
      form,
      title: id === undefined ? t(`${texts}.new`) : t(`${texts}.editTitle`, { id }),
      refusal: save.refusal,
      onChange: save.clearRefusal,
      saving: save.saving,
      onSave: save.submit,
      onClose,
      rule: problems ? rule : undefined,
      initialValues,
    },
  };
}
