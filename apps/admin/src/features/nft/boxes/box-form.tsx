import { type AdminBox, BOX_POOL_MAX } from '@mcc/contract';
import { Col, Divider, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useAllSeries } from '../core/api.ts';
import {
  AmountField,
  AssetField,
  ImageField,
  SortField,
  SwitchField,
  TimeField,
  WholeField,
} from '../core/form-fields.tsx';
import { LocalizedTabs } from '../core/localized-tabs.tsx';
import { problemRule } from '../core/problem-rule.ts';
import { useConfirmedSave } from '../core/use-confirmed-save.ts';
import { useSaveBox } from './api.ts';
import {
  type BoxFormValues,
  boxFormValues,
  boxInput,
  boxProblems,
  boxUpdateInput,
  NEW_BOX,
} from './box-input.ts';
import { PoolEditor } from './pool-editor.tsx';
import { PoolTable } from './pool-table.tsx';

/**
 * Create or edit a blind box in a modal: names and descriptions per language, picture, price and its
 * asset, the opening window, the per-person limit, published and order; and, only when creating, the
 * pool (its stock is set aside from the series at once and the pool is fixed afterwards: editing shows
 * it read-only). Each field shows the contract's verdict as the operator types, and a stock above what
 * its series has left is caught before sending.
 */
export function BoxModal({ box, onClose }: { box?: AdminBox; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BoxFormValues>();
  const save = useSaveBox();
  const series = useAllSeries().data ?? [];
  const asset = Form.useWatch('asset', form) ?? box?.asset ?? 'USDT';
  const creating = box === undefined;
  const available = (id: number) => series.find((s) => s.id === id)?.remaining;
  const check = problemRule(t, () => boxProblems(form.getFieldsValue(true), creating, available));

  const modalProps = useConfirmedSave({
    form,
    saving: save.isPending,
    onClose,
    prepare() {
      const values: BoxFormValues = form.getFieldsValue(true);
      const state = t(values.published ? 'nft.published' : 'nft.draft');
      if (box) {
        const body = boxUpdateInput(values);
        const facts = { name: body.name['zh-Hans'], price: body.price, asset: body.asset, state };
        return {
          title: t('boxes.saveConfirm'),
          content: t('boxes.confirmText', facts),
          send: () => save.mutateAsync({ id: box.id, body }),
        };
      }
      const body = boxInput(values);
      return {
        title: t('boxes.createConfirm'),
        content: t('boxes.createText', {
          name: body.name['zh-Hans'],
          price: body.price,
          asset: body.asset,
          count: body.pool.length,
          stock: body.pool.reduce((sum, e) => sum + e.stock, 0),
          state,
        }),
        send: () => save.mutateAsync({ body }),
      };
    },
  });

  return (
    <FormModal<BoxFormValues>
      title={box ? t('boxes.editTitle', { id: box.id }) : t('boxes.new')}
      initialValues={box ? boxFormValues(box) : NEW_BOX}
      width={980}
      testId="box-modal"
      {...modalProps}
    >
      <LocalizedTabs fields={['name', 'description']} rule={check} testPrefix="box" />
      <ImageField rule={check(['image'])} />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <AmountField
            name="price"
            label={t('nft.price')}
            required
            rule={check(['price'])}
            after={['asset']}
            suffix={asset}
            testId="box-price"
          />
        </Col>
        <Col xs={12} md={4}>
          <AssetField name="asset" rule={check(['asset'])} testId="box-asset" />
        </Col>
        <Col xs={12} md={6}>
          <WholeField
            name="perUserLimit"
            label={t('boxes.perUserLimit')}
            extra={t('nft.perUserHint')}
            rule={check(['perUserLimit'])}
            testId="box-perUserLimit"
          />
        </Col>
        <Col xs={12} md={6}>
          <SortField rule={check(['sort'])} />
        </Col>
        <Col xs={24} md={8}>
          <TimeField
            name="opensAt"
            label={t('boxes.opensAt')}
            required
            rule={check(['opensAt'])}
            testId="box-opensAt"
          />
        </Col>
        <Col xs={24} md={8}>
          <TimeField
            name="closesAt"
            label={t('boxes.closesAt')}
            extra={t('boxes.closesAtHint')}
            rule={check(['closesAt'])}
            after={['opensAt']}
            testId="box-closesAt"
          />
        </Col>
        <Col xs={24} md={8}>
          <SwitchField
            name="published"
            label={t('nft.published')}
            extra={t('boxes.publishedHint')}
            testId="box-published"
          />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('boxes.pool')}</Divider>
      <Typography.Paragraph type="secondary">
        {box ? t('boxes.poolFixed') : t('boxes.poolHint', { max: BOX_POOL_MAX })}
      </Typography.Paragraph>
      {box ? (
        <PoolTable pool={box.pool} testId="box-pool-view" />
      ) : (
        <PoolEditor series={series} rule={check} />
      )}
    </FormModal>
  );
}
