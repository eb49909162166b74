import { api, autoRechargeBody, type Recharge } from '@mcc/contract';
import { Button, Form, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyForm, useMoneyForm } from '../../../components/money/money-form.tsx';
import type { Network } from '../../../components/network-tabs.tsx';
import { showToast } from '../../../lib/indicators.ts';
import { ApiError } from '../../../lib/request.ts';
import '../../../locales/deposit/index.ts';

/** Reads the clipboard; undefined when the browser refuses (no permission, no clipboard API). */
async function readClipboard(): Promise<string | undefined> {
  try {
    return await navigator.clipboard.readText();
  } catch {
    return undefined;
  }
}

/**
 * The hash of the user's transfer (with or without 0x, checked with the contract's rule), a Paste
 * button, and Submit: the server looks the transaction up on chain at once. A refusal (hash already
 * submitted, paid another address, …) stays under the field in the server's words until the next try.
 */
export function TxHashForm({
  network,
  onSubmitted,
}: {
  network: Network | undefined;
  onSubmitted: (recharge: Recharge) => void;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | undefined>();
  // `POST /api/fund/autoRecharge`: the chain is checked at once. A refusal (wrong recipient, hash used,
  // …) is shown beside the form, so it is not toasted too.
  const money = useMoneyForm(api.wallet.autoRecharge, autoRechargeBody, {
    fixed: { network },
    call: { toastFailure: false },
    onFailed: (error) => {
      const known = error instanceof ApiError && error.key !== 'REQUEST_FAILED';
      setRefusal(known ? error.message : t('common.requestError'));
    },
    onDone: (recharge) => {
      money.form.resetFields();
      onSubmitted(recharge);
    },
  });
  const { form } = money;

  const paste = async () => {
    const text = await readClipboard();
    if (text === undefined) return showToast(t('autoRecharge.pasteRefused'));
    if (!text.trim()) return showToast(t('autoRecharge.pasteEmpty'));
    form.setFieldValue('txHash', text.trim());
    setRefusal(undefined);
    await form.validateFields(['txHash']).catch(() => undefined);
  };

  return (
    <MoneyForm
      money={money}
      layout="vertical"
      onFinish={(values) => {
        setRefusal(undefined);
        return money.submit(values);
      }}
      onValuesChange={() => setRefusal(undefined)}
      footer={
        <>
          {refusal && (
            <div className="form-refusal" role="alert" data-testid="recharge-refusal">
              {refusal}
            </div>
          )}
          <Button block type="submit" color="primary" size="large" disabled={!network}>
            {t('autoRecharge.submit')}
          </Button>
        </>
      }
    >
      <Form.Item
        name="txHash"
        label={t('autoRecharge.hashLabel')}
        description={t('autoRecharge.hashHelp')}
        rules={money.rules('txHash')}
        extra={
          <Button size="small" color="primary" fill="outline" onClick={() => void paste()}>
            {t('autoRecharge.paste')}
          </Button>
        }
      >
        <TextArea
          className="auto-recharge-hash"
          placeholder={t('autoRecharge.hashPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 3 }}
          id="auto-recharge-hash"
        />
      </Form.Item>
    </MoneyForm>
  );
}
