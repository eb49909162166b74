import { api, parseAmount, rechargeBody } from '@mcc/contract';
import { Button, Form, Image, Input } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payText } from '../../components/money/amount.tsx';
import { MoneyForm, useMoneyForm } from '../../components/money/money-form.tsx';
import { NetworkTabs, useNetworkChoice } from '../../components/network-tabs.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { UploadPicker } from '../../features/upload/components/upload-picker.tsx';
import { useRecharges } from '../../features/wallet/api/recharge.ts';
import { DepositAddress } from '../../features/wallet/components/deposit-address.tsx';
import { DepositWarning } from '../../features/wallet/components/deposit-warning.tsx';
import { RechargeItem } from '../../features/wallet/components/recharge-item.tsx';
import { RechargeModeTabs } from '../../features/wallet/components/recharge-mode-tabs.tsx';
import { assetUrl } from '../../lib/asset-url.ts';
import { showToast } from '../../lib/indicators.ts';
import { useSysConfig } from '../../lib/sys-config.ts';
import '../../locales/wallet/index.ts';

/** The network's minimum when a typed amount is below it (the server refuses it too); nothing otherwise. */
function belowMin(typed: string | undefined, min: string | undefined): string | undefined {
  const amount = parseAmount(typed ?? '');
  const least = parseAmount(min ?? '');
  return amount !== undefined && least !== undefined && amount < least ? min : undefined;
}

/**
 * Recharge: pick a network, read its minimum and that only USDT on it arrives, send USDT to the
 * platform address (QR code, copy), then report the amount,
 * the transaction hash and a screenshot for an operator to review; "my recharges" below. Automatic
 * recharge (checked on chain) is one tap away at the top.
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const deposits = useSysConfig()?.depositNetworks.filter((d) => d.enabled) ?? [];
  const [network, setNetwork] = useNetworkChoice(deposits.map((d) => d.network));
  const deposit = deposits.find((d) => d.network === network);
  const [proof, setProof] = useState<string | undefined>();
  const recharges = useRecharges();
  // `POST /api/fund/recharge`: a recharge for an operator to review.
  const money = useMoneyForm(api.wallet.recharge, rechargeBody, {
    fixed: { network, proof },
    onDone: () => {
      showToast(t('recharge.submitted'), 'success');
      money.form.resetFields();
      setProof(undefined);
    },
  });
  const problem = belowMin(Form.useWatch('amount', money.form), deposit?.min);

  return (
    <div data-testid="recharge-page">
      <RechargeModeTabs current="manual" />
      <NetworkTabs networks={deposits.map((d) => d.network)} value={network} onChange={setNetwork} />
      {deposit && (
        <>
          {/* What arrives and what does not, before the address the user copies. */}
          <p className="recharge-min" data-testid="recharge-min">
            {t('recharge.min', { amount: payText(deposit.min) })}
          </p>
          <DepositWarning network={deposit.network} />
          <DepositAddress address={deposit.address} />
        </>
      )}
      <MoneyForm
        money={money}
        problem={problem && t('recharge.belowMin', { amount: payText(problem) })}
        footer={
          <Button block type="submit" color="primary" size="large" disabled={!network}>
            {t('common.submit')}
          </Button>
        }
      >
        <Form.Item
          name="amount"
          label={t('wallet.amount')}
          rules={money.rules('amount')}
          description={
            problem && (
              <div className="money-preview-error" role="alert" data-testid="recharge-amount-problem">
                {t('recharge.belowMin', { amount: payText(problem) })}
              </div>
            )
          }
        >
          <Input inputMode="decimal" placeholder={t('recharge.amountPlaceholder')} clearable />
        </Form.Item>
        <Form.Item name="txHash" label={t('wallet.txHash')} rules={money.rules('txHash')}>
          <Input placeholder={t('recharge.txHashPlaceholder')} clearable />
        </Form.Item>
        <Form.Item label={t('recharge.proof')} description={t('recharge.proofHelp')}>
          <UploadPicker testId="proof-input" onUploaded={setProof}>
            {proof ? (
              <Image
                src={assetUrl(proof)}
                width={96}
                height={96}
                fit="cover"
                alt=""
                data-testid="proof-image"
              />
            ) : (
              <span className="upload-placeholder">
                <AddOutline />
                {t('recharge.proofPick')}
              </span>
            )}
          </UploadPicker>
        </Form.Item>
      </MoneyForm>
      <PagedList
        query={recharges}
        header={t('recharge.mine')}
        testId="recharges"
        render={(item) => <RechargeItem item={item} />}
      />
    </div>
  );
}
