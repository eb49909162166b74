import { type AdminSeries, RARITIES } from '@mcc/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import {
  AmountField,
  ImageField,
  SortField,
  SwitchField,
  TimeField,
  WholeField,
} from '../core/form-fields.tsx';
import { LocalizedTabs } from '../core/localized-tabs.tsx';
import { problemRule } from '../core/problem-rule.ts';
import { useConfirmedSave } from '../core/use-confirmed-save.ts';
import { useSaveSeries } from './api.ts';
import {
  NEW_SERIES,
  type SeriesFormValues,
  seriesFormValues,
  seriesInput,
  seriesProblems,
} from './series-input.ts';

/**
 * Create or edit a series in a modal: names and descriptions per language (zh-Hans required), picture
 * (uploaded), price, supply, per-person limit, sale window, rarity, chain facts, featured, published,
 * order. Each field shows the contract's verdict as the operator types; a refusal by the server is shown
 * above the form with its text.
 */
export function SeriesModal({ series, onClose }: { series?: AdminSeries; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SeriesFormValues>();
  const save = useSaveSeries();
  const taken = series ? series.sold + series.reserved : 0;
  const check = problemRule(t, () => seriesProblems(form.getFieldsValue(true), taken));

  const modalProps = useConfirmedSave({
    form,
    saving: save.isPending,
    onClose,
    prepare() {
      const body = seriesInput(form.getFieldsValue(true));
      return {
        title: series ? t('nft.saveConfirm') : t('nft.createConfirm'),
        content: t('nft.confirmText', {
          name: body.name['zh-Hans'],
          price: body.price,
          supply: body.supply,
          state: t(body.published ? 'nft.published' : 'nft.draft'),
        }),
        send: () => save.mutateAsync({ id: series?.id, body }),
      };
    },
  });

  const text = (field: 'creator' | 'chain' | 'contractAddress' | 'tokenStandard') => (
    <Form.Item name={field} label={t(`nft.${field}`)} rules={[check([field])]}>
      <Input data-testid={`series-${field}`} />
    </Form.Item>
  );

  return (
    <FormModal<SeriesFormValues>
      title={series ? t('nft.editTitle', { id: series.id }) : t('nft.new')}
      initialValues={series ? seriesFormValues(series) : NEW_SERIES}
      width={820}
      testId="series-modal"
      {...modalProps}
    >
      <LocalizedTabs fields={['name', 'description']} rule={check} testPrefix="series" />
      <ImageField rule={check(['image'])} />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <AmountField
            name="price"
            label={t('nft.price')}
            required
            rule={check(['price'])}
            suffix="USDT"
            testId="series-price"
          />
        </Col>
        <Col xs={24} md={8}>
          <WholeField
            name="supply"
            label={t('nft.supply')}
            required
            rule={check(['supply'])}
            extra={series ? t('nft.takenHint', { taken }) : undefined}
            testId="series-supply"
          />
        </Col>
        <Col xs={24} md={8}>
          <WholeField
            name="perUserLimit"
            label={t('nft.perUserLimit')}
            extra={t('nft.perUserHint')}
            rule={check(['perUserLimit'])}
            testId="series-perUserLimit"
          />
        </Col>
        <Col xs={24} md={8}>
          <TimeField
            name="saleStart"
            label={t('nft.saleStart')}
            required
            rule={check(['saleStart'])}
            testId="series-saleStart"
          />
        </Col>
        <Col xs={24} md={8}>
          <TimeField
            name="saleEnd"
            label={t('nft.saleEnd')}
            extra={t('nft.saleEndHint')}
            rule={check(['saleEnd'])}
            after={['saleStart']}
          />
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
          <SortField rule={check(['sort'])} />
        </Col>
        <Col xs={6} md={8}>
          <SwitchField name="featured" label={t('nft.featured')} />
        </Col>
        <Col xs={6} md={8}>
          <SwitchField
            name="published"
            label={t('nft.published')}
            extra={t('nft.publishedHint')}
            testId="series-published"
          />
        </Col>
      </Row>
    </FormModal>
  );
}
