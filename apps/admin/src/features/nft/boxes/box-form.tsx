import { type AdminBox, BOX_POOL_MAX, type BoxUpdateInput } from '@mcc/contract';
import { Divider, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountField, TimeWindowFields, WholeField } from '../../../components/form/fields.tsx';
import { FormModal, useFormModal } from '../../../components/form/form-modal.tsx';
import { useAllSeries } from '../core/api.ts';
import { LocalizedTabs } from '../core/localized-tabs.tsx';
import { ImageField, PublishedField, SortField } from '../core/nft-fields.tsx';
import { NFT_ERRORS } from '../core/problem-text.ts';
import { useSaveBox } from './api.ts';
import { AssetField } from './asset-field.tsx';
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
  const save = useSaveBox();
  const series = useAllSeries().data ?? [];
  const available = (id: number) => series.find((s) => s.id === id)?.remaining;
  const { form, modal } = useFormModal<BoxFormValues>({
    texts: 'boxes',
    id: box?.id,
    initialValues: box ? boxFormValues(box) : NEW_BOX,
    problems: (values) => boxProblems(values, box === undefined, available),
    errors: NFT_ERRORS,
    onClose,
    prepare(values) {
      const state = t(values.published ? 'nft.published' : 'nft.draft');
      const facts = (body: BoxUpdateInput) => ({
        name: body.name['zh-Hans'],
        price: body.price,
        asset: body.asset,
        state,
      });
      if (box) {
        const body = boxUpdateInput(values);
        return {
          content: t('boxes.confirmText', facts(body)),
          send: () => save.mutateAsync({ id: box.id, body }),
        };
      }
      const body = boxInput(values);
      const stock = body.pool.reduce((sum, e) => sum + e.stock, 0);
      return {
        content: t('boxes.createText', { ...facts(body), count: body.pool.length, stock }),
        send: () => save.mutateAsync({ body }),
      };
    },
  });
  const asset = Form.useWatch('asset', form) ?? box?.asset ?? 'USDT';

  return (
    <FormModal {...modal} width={980} testId="box-modal">
      <LocalizedTabs fields={['name', 'description']} />
      <ImageField />
      <Row gutter={16}>
        <AmountField name="price" label={t('nft.price')} required after={['asset']} suffix={asset} md={8} />
        <AssetField name="asset" md={4} xs={12} />
        <WholeField
          name="perUserLimit"
          label={t('boxes.perUserLimit')}
          extra={t('nft.perUserHint')}
          md={6}
          xs={12}
        />
        <SortField md={6} xs={12} />
        <TimeWindowFields texts="boxes" from="opensAt" to="closesAt" md={8} />
        <PublishedField hint={t('boxes.publishedHint')} md={8} />
      </Row>
      <Divider titlePlacement="start">{t('boxes.pool')}</Divider>
      <Typography.Paragraph type="secondary">
        {box ? t('boxes.poolFixed') : t('boxes.poolHint', { max: BOX_POOL_MAX })}
      </Typography.Paragraph>
      {box ? <PoolTable pool={box.pool} testId="box-pool-view" /> : <PoolEditor series={series} />}
    </FormModal>
  );
}
