import { DEFAULT_RECHARGE_MIN, LANGUAGES } from '@mcc/contract';
import { defaultWithdrawRule } from '@mcc/contract/defaults';
import { Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BpPercentInput } from '../../components/bp-percent-input.tsx';
import { LANGUAGE_NAMES } from '../../lib/languages.ts';
import { NetworkRows } from './network-rows.tsx';

/** The settings form's cards, one per area; the form (settings-form.tsx) holds their values. */

const bpInput = <InputNumber min={0} max={10_000} precision={0} suffix="bp" style={{ width: 160 }} />;
const COMMISSION_LABELS = ['settings.commission1', 'settings.commission2', 'settings.commission3'] as const;

/** Site name, logo, service link, app version, languages. */
export function SiteSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.site')} data-testid="settings-site">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="siteName" label={t('settings.siteName')} rules={[{ required: true, max: 40 }]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="logo" label={t('settings.logo')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="serviceUrl" label={t('settings.serviceUrl')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={['version', 'name']} label={t('settings.versionName')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={['version', 'code']} label={t('settings.versionCode')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="languages" label={t('settings.languages')}>
            <Checkbox.Group options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="defaultLanguage" label={t('settings.defaultLanguage')}>
            <Select options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** One deposit address per network, and the smallest manual recharge on it. */
export function DepositSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.deposit')} data-testid="settings-deposit">
      <NetworkRows
        name="depositNetworks"
        networkCol={{ xs: 24, md: 4 }}
        endCol={{ xs: 12, md: 3 }}
        newRow={{ network: 'TRC20', address: '', min: DEFAULT_RECHARGE_MIN, enabled: false }}
        addText={t('settings.addNetwork')}
      >
        {(field) => (
          <>
            <Col xs={24} md={10}>
              <Form.Item name={[field.name, 'address']} label={t('settings.depositAddress')}>
                <Input className="mono" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item
                name={[field.name, 'min']}
                label={t('settings.depositMin')}
                tooltip={t('settings.depositMinHint')}
              >
                <Input inputMode="decimal" suffix="USDT" data-testid={`deposit-min-${field.name}`} />
              </Form.Item>
            </Col>
          </>
        )}
      </NetworkRows>
    </Card>
  );
}

/** One withdrawal rule per network: min, max, fees, 24-hour limit. */
export function WithdrawSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.withdraw')} data-testid="settings-withdraw">
      <Typography.Paragraph type="secondary">{t('settings.withdrawHint')}</Typography.Paragraph>
      <NetworkRows
        name="withdraw"
        networkCol={{ xs: 12, md: 3 }}
        endCol={{ xs: 12, md: 2 }}
        newRow={{ ...defaultWithdrawRule, enabled: false }}
        addText={t('settings.addRule')}
      >
        {(field) => (
          <>
            <Col xs={12} md={3}>
              <Form.Item name={[field.name, 'min']} label={t('settings.min')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name={[field.name, 'max']} label={t('settings.max')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name={[field.name, 'fixedFee']} label={t('settings.fixedFee')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name={[field.name, 'feeBp']} label={t('settings.feeBp')}>
                <InputNumber min={0} max={10_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name={[field.name, 'dailyLimit']} label={t('settings.dailyLimit')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
          </>
        )}
      </NetworkRows>
    </Card>
  );
}

/** Transfer and exchange fees (basis points) and whether MCC can be bought. */
export function FeeSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.fees')} data-testid="settings-fees">
      <Typography.Paragraph type="secondary">{t('settings.bpHint')}</Typography.Paragraph>
      <Space wrap size="large">
        <Form.Item name="transferFeeBp" label={t('settings.transferFee')}>
          {bpInput}
        </Form.Item>
        <Form.Item name={['exchangeFeeBp', 'buySsk']} label={t('settings.buySsk')}>
          {bpInput}
        </Form.Item>
        <Form.Item name={['exchangeFeeBp', 'sellSsk']} label={t('settings.sellSsk')}>
          {bpInput}
        </Form.Item>
        <Form.Item name={['exchangeFeeBp', 'buyMcc']} label={t('settings.buyMcc')}>
          {bpInput}
        </Form.Item>
        <Form.Item name={['exchangeFeeBp', 'sellMcc']} label={t('settings.sellMcc')}>
          {bpInput}
        </Form.Item>
        <Form.Item name="mccBuyEnabled" label={t('settings.mccBuyEnabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </Card>
  );
}

const MARKET_LIMITS = [
  'sskMin',
  'sskDailyBuy',
  'sskDailySell',
  'mccMin',
  'mccDailySell',
  'mccDailyBuy',
] as const;

/** The market's limits in tokens: the smallest trade and what one user may trade in any 24 hours. */
export function MarketSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.market')} data-testid="settings-market">
      <Typography.Paragraph type="secondary">{t('settings.marketHint')}</Typography.Paragraph>
      <Space wrap size="large">
        {MARKET_LIMITS.map((limit) => (
          <Form.Item key={limit} name={['market', limit]} label={t(`settings.marketLimits.${limit}`)}>
            <Input inputMode="decimal" style={{ width: 160 }} data-testid={`market-${limit}`} />
          </Form.Item>
        ))}
      </Space>
    </Card>
  );
}

/** Referral commissions per depth and the coin-mix daily rate, as percentages. */
export function PledgeSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.pledge')} data-testid="settings-pledge">
      <Typography.Paragraph type="secondary">{t('settings.pledgeHint')}</Typography.Paragraph>
      <Space wrap size="large">
        {COMMISSION_LABELS.map((label, depth) => (
          <Form.Item
            key={label}
            name={['commissionBp', depth]}
            label={t(label)}
            tooltip={t('settings.commissionHint')}
          >
            <BpPercentInput style={{ width: 160 }} data-testid={`commission-${depth + 1}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="coinMixDailyRateBp"
          label={t('settings.coinMixRate')}
          extra={t('settings.coinMixRateHint')}
        >
          <BpPercentInput style={{ width: 160 }} data-testid="coin-mix-rate" />
        </Form.Item>
      </Space>
    </Card>
  );
}

/**
 * NFT resale: the platform's fee on a sale (a percentage, like the other rates operators set), how long
 * a buyer waits for the seller's confirmation before they may appeal, the daily limit of cancels and
 * lapses, and how many unpaid orders a buyer may hold at once. Whole numbers are not clamped here: a
 * value out of range is marked by the contract's check on Save.
 */
export function ResaleSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.resale')} data-testid="settings-resale">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['resale', 'feeBp']}
            label={t('settings.resaleFee')}
            extra={t('settings.resaleFeeHint')}
          >
            <BpPercentInput style={{ width: 160 }} data-testid="resale-fee" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['resale', 'appealAfterMinutes']}
            label={t('settings.appealAfter')}
            extra={t('settings.appealAfterHint')}
          >
            <InputNumber precision={0} style={{ width: 160 }} data-testid="resale-appeal-after" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['resale', 'dailyCancelLimit']}
            label={t('settings.dailyCancelLimit')}
            extra={t('settings.dailyCancelLimitHint')}
          >
            <InputNumber precision={0} style={{ width: 160 }} data-testid="resale-cancel-limit" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['resale', 'openOrderLimit']}
            label={t('settings.openOrderLimit')}
            extra={t('settings.openOrderLimitHint')}
          >
            <InputNumber precision={0} style={{ width: 160 }} data-testid="resale-open-limit" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** NFT primary sale: how many orders a buyer may let lapse unpaid in 24 hours (checked on Save too). */
export function PrimarySaleSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.primarySale')} data-testid="settings-primary-sale">
      <Form.Item
        name={['primarySale', 'dailyLapseLimit']}
        label={t('settings.dailyLapseLimit')}
        extra={t('settings.dailyLapseLimitHint')}
      >
        <InputNumber precision={0} style={{ width: 160 }} data-testid="primary-lapse-limit" />
      </Form.Item>
    </Card>
  );
}

/** NFT auctions: the platform's fee on a sale, a percentage of the winning bid taken from the seller. */
export function AuctionSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.auction')} data-testid="settings-auction">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['auction', 'feeBp']}
            label={t('settings.auctionFee')}
            extra={t('settings.auctionFeeHint')}
          >
            <BpPercentInput style={{ width: 160 }} data-testid="auction-fee" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** Invite-code requirement and upload limits. */
export function RegistrationSettings() {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.registration')} data-testid="settings-registration">
      <Space wrap size="large">
        <Form.Item
          name="inviteRequired"
          label={t('settings.inviteRequired')}
          valuePropName="checked"
          extra={t('settings.inviteRequiredHint')}
        >
          <Switch data-testid="invite-required" />
        </Form.Item>
        <Form.Item name={['upload', 'maxBytes']} label={t('settings.uploadMax')}>
          <InputNumber min={1} precision={0} suffix="B" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name={['upload', 'types']} label={t('settings.uploadTypes')}>
          <Select mode="tags" style={{ minWidth: 320 }} />
        </Form.Item>
      </Space>
    </Card>
  );
}
