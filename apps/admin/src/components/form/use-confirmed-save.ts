import { App, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { ApiError } from '../../lib/request.ts';

/** What Save asks before sending, and the call that sends. */
export interface SaveStep<A = unknown> {
  /** The confirmation's title; by default `<texts>.saveConfirm` when editing, `<texts>.createConfirm` when not. */
  title?: ReactNode;
  content?: ReactNode;
  /** The confirmation's OK: "Confirm" unless told; red for a step that takes something away. */
  okText?: string;
  danger?: boolean;
  send(): Promise<A>;
  /** What follows a save; by default "Saved", and the form closes (`onClose`). */
  saved?(answer: A): void;
}

/**
 * Confirm, then save — the one way the console writes: Save checks the fields (their rules), the
 * operator confirms what will be written (`prepare`, called with the form's values once the fields are
 * right), then it is sent. A refusal the request client kept quiet about (a call made with `quiet`) is
 * kept in `refusal`, to be shown above the fields with its text instead of a toast that passes before
 * it is read; any other failure has been shown by the client, and the form stays for a correction.
 * `saving` is true while the call runs.
 */
export function useConfirmedSave<V extends object>({
  form,
  texts,
  editing = false,
  prepare,
  onClose,
  onInvalid,
}: {
  form: FormInstance<V>;
  /** The namespace of the confirmation's default titles. */
  texts?: string;
  editing?: boolean;
  prepare(values: V): SaveStep;
  onClose?(): void;
  /** The fields are not right (the first wrong one may be on a tab to show). */
  onInvalid?(error: unknown): void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit() {
    try {
      await form.validateFields();
    } catch (e) {
      onInvalid?.(e);
      return;
    }
    const step = prepare(form.getFieldsValue(true));
    modal.confirm({
      title: step.title ?? t(`${texts}.${editing ? 'saveConfirm' : 'createConfirm'}`),
      content: step.content,
      okText: step.okText ?? t('common.confirm'),
      okButtonProps: { danger: step.danger },
      cancelText: t('common.cancel'),
      onOk: async () => {
        setRefusal(null);
        setSaving(true);
        try {
          const answer = await step.send();
          if (step.saved) step.saved(answer);
          else {
            notify.success(t('common.saved'));
            onClose?.();
          }
        } catch (e) {
          if (e instanceof ApiError && e.quiet) setRefusal(e.message);
        } finally {
          setSaving(false);
        }
      },
    });
  }

  return { refusal, clearRefusal: () => setRefusal(null), saving, submit: () => void submit() };
}
