import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';

/** What Save asks before sending, and the call that sends. */
export interface SaveStep {
  title: string;
  content: string;
  send(): Promise<unknown>;
}

/**
 * Save for the NFT forms: the fields are checked, the operator confirms what will be written
 * (`prepare`, called once the fields are right), then it is sent; saved closes the form. A refusal by
 * the server (`code` 0, sent quietly) is kept to be shown above the fields with its text, instead of a
 * toast that passes before it is read. Answers the props of the form's FormModal that this wires.
 */
export function useConfirmedSave<V extends object>({
  form,
  saving,
  prepare,
  onClose,
}: {
  form: FormInstance<V>;
  saving: boolean;
  prepare(): SaveStep;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const step = prepare();
    modal.confirm({
      title: step.title,
      content: step.content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setRefusal(null);
        try {
          await step.send();
          notify.success(t('common.saved'));
          onClose();
        } catch (e) {
          if (e instanceof ApiError && e.status === 200) setRefusal(e.message);
        }
      },
    });
  }

  return {
    form,
    refusal,
    onChange: () => setRefusal(null),
    saving,
    onSave: () => void submit(),
    onClose,
  };
}
