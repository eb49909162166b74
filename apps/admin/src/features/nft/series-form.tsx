import { type AdminSeries, LANGUAGES, RARITIES } from '@mcc/contract';
import { App, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch, Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal.tsx';
import { LANGUAGE_NAMES } from '../../lib/languages.ts';
import { notify } from '../../lib/notify.ts';
import { ApiError } from '../../lib/request.ts';
import { useSaveSeries } from './api.ts';
import { ImageUpload } from './image-upload.tsx';
import {
  NEW_SERIES,
  type SeriesFormValues,
  seriesFormValues,
  seriesInput,
  seriesProblems,
} from './series-input.ts';

/** A contract key as the operator reads it: amounts have their own texts, the rest are the series'. */
export function problemText(t: TFunction, key: string, taken: number): string {
  return key.startsWith('AMOUNT_') ? t(`amountErrors.${key}`) : t(`nft.errors.${key}`, { taken });
}

const samePath = (a: (string | number)[], b: (string | number)[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * Create or edit a series in a modal: names and descriptions per language (zh-Hans required), picture
 * (uploaded), price, supply, per-person limit, sale window, rarity, chain facts, featured, published,
 * order. Each field shows the contract's verdict as the operator types; a refusal by the server is shown
 * above the form with its text.
 */
export function SeriesModal({ series, onClose }: { series?: AdminSeries; onClose(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<SeriesFormValues>();
  const save = useSaveSeries();
  const [refusal, setRefusal] = useState<string | null>(null);
  const taken = series ? series.sold + series.reserved : 0;

  const check = (path: (string | number)[]) => ({
    validator() {
      const mine = seriesProblems(form.getFieldsValue(true), taken).find((p) => samePath(p.path, path));
      return mine ? Promise.reject(new Error(problemText(t, mine.key, taken))) : Promise.resolve();
    },
  });

  async function submit() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const body = seriesInput(form.getFieldsValue(true));
    modal.confirm({
      title: series ? t('nft.saveConfirm') : t('nft.createConfirm'),
      content: t('nft.confirmText', {
        name: body.name['zh-Hans'],
        price: body.price,
        supply: body.supply,
        state: t(body.published ? 'nft.published' : 'nft.draft'),
      }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setRefusal(null);
        try {
          await save.mutateAsync({ id: series?.id, body });
          notify.success(t('common.saved'));
          onClose();
        } catch (e) {
          if (e instanceof ApiError && e.status === 200) setRefusal(e.message);
        }
      },
    });
  }

  const text = (field: 'creator' | 'chain' | 'contractAddress' | 'tokenStandard') => (
    <Form.Item name={field} label={t(`nft.${field}`)} rules={[check([field])]}>
      <Input data-testid={`series-${field}`} />
    </Form.Item>
  );

  return (
    <FormModal<SeriesFormValues>
      title={series ? t('nft.editTitle', { id: series.id }) : t('nft.new')}
      form={form}
      initialValues={series ? seriesFormValues(series) : NEW_SERIES}
      refusal={refusal}
      onChange={() => setRefusal(null)}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
      width={820}
      testId="series-modal"
    >
      <Tabs
        items={LANGUAGES.map((lang) => ({
          key: lang,
          label: LANGUAGE_NAMES[lang],
          forceRender: true,
          children: (
            <>
              <Form.Item
                name={['name', lang]}
                label={t('nft.name')}
                required={lang === 'zh-Hans'}
                rules={[check(['name', lang])]}
              >
                <Input maxLength={60} data-testid={`series-name-${lang}`} />
              </Form.Item>
              <Form.Item
                name={['description', lang]}
                label={t('nft.description')}
                required={lang === 'zh-Hans'}
                rules={[check(['description', lang])]}
              >
                <Input.TextArea rows={3} maxLength={2000} data-testid={`series-description-${lang}`} />
              </Form.Item>
            </>
          ),
        }))}
      />
      <Form.Item
        name="image"
        label={t('nft.image')}
        required
        rules={[check(['image'])]}
        extra={t('nft.imageHint')}
      >
        <ImageUpload />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="price" label={t('nft.price')} required rules={[check(['price'])]}>
            <Input inputMode="decimal" suffix="USDT" data-testid="series-price" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="supply"
            label={t('nft.supply')}
            required
            rules={[check(['supply'])]}
            extra={series ? t('nft.takenHint', { taken }) : undefined}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="series-supply" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="perUserLimit"
            label={t('nft.perUserLimit')}
            extra={t('nft.perUserHint')}
            rules={[check(['perUserLimit'])]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} data-testid="series-perUserLimit" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="saleStart" label={t('nft.saleStart')} required rules={[check(['saleStart'])]}>
            <DatePicker
              showTime
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              data-testid="series-saleStart"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="saleEnd"
            label={t('nft.saleEnd')}
            extra={t('nft.saleEndHint')}
            rules={[check(['saleEnd'])]}
            dependencies={['saleStart']}
          >
            <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="rarity" label={t('nft.rarity')} rules={[check(['rarity'])]}>
            <Select options={RARITIES.map((r) => ({ value: r, label: t(`nft.rarities.${r}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {text('creator')}
        </Col>
        <Col xs={24} md={12}>
          {text('chain')}
        </Col>
        <Col xs={24} md={12}>
          {text('contractAddress')}
        </Col>
        <Col xs={24} md={12}>
          {text('tokenStandard')}
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="sort" label={t('nft.sort')} extra={t('nft.sortHint')} rules={[check(['sort'])]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={6} md={8}>
          <Form.Item name="featured" label={t('nft.featured')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={6} md={8}>
          <Form.Item
            name="published"
            label={t('nft.published')}
            valuePropName="checked"
            extra={t('nft.publishedHint')}
          >
            <Switch data-testid="series-published" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
