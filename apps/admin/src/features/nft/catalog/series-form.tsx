import { type AdminSeries, RARITIES } from '@mcc/contract';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  SelectField,
  SwitchField,
  TextField,
  TimeWindowFields,
  WholeField,
} from '../../../components/form/fields.tsx';
import { FormModal, useFormModal } from '../../../components/form/form-modal.tsx';
import { LocalizedTabs } from '../core/localized-tabs.tsx';
import { ImageField, PublishedField, SortField } from '../core/nft-fields.tsx';
import { NFT_ERRORS } from '../core/problem-text.ts';
import { useSaveSeries } from './api.ts';
import {
  NEW_SERIES,
  type SeriesFormValues,
  seriesFormValues,
  seriesInput,
  seriesProblems,
} from './series-input.ts';

const CHAIN_FACTS = ['creator', 'chain', 'contractAddress', 'tokenStandard'] as const;

/**
 * Create or edit a series in a modal: names and descriptions per language (zh-Hans required), picture
 * (uploaded), price, supply, per-person limit, sale window, rarity, chain facts, featured, published,
 * order. Each field shows the contract's verdict as the operator types; a refusal by the server is shown
 * above the form with its text.
 */
export function SeriesModal({ series, onClose }: { series?: AdminSeries; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveSeries();
  const taken = series ? series.sold + series.reserved : 0;
  const { modal } = useFormModal<SeriesFormValues>({
    texts: 'nft',
    id: series?.id,
    initialValues: series ? seriesFormValues(series) : NEW_SERIES,
    problems: (values) => seriesProblems(values, taken),
    errors: NFT_ERRORS,
    onClose,
    prepare(values) {
      const body = seriesInput(values);
      const { price, supply } = body;
      const state = t(body.published ? 'nft.published' : 'nft.draft');
      return {
        content: t('nft.confirmText', { name: body.name['zh-Hans'], price, supply, state }),
        send: () => save.mutateAsync({ id: series?.id, body }),
      };
    },
  });
  const rarities = RARITIES.map((r) => ({ value: r, label: t(`nft.rarities.${r}`) }));

  return (
    <FormModal {...modal} width={820} testId="series-modal">
      <LocalizedTabs fields={['name', 'description']} />
      <ImageField />
      <Row gutter={16}>
        <AmountField name="price" label={t('nft.price')} required suffix="USDT" md={8} />
        <WholeField
          name="supply"
          label={t('nft.supply')}
          required
          extra={series ? t('nft.takenHint', { taken }) : undefined}
          md={8}
        />
        <WholeField name="perUserLimit" label={t('nft.perUserLimit')} extra={t('nft.perUserHint')} md={8} />
        <TimeWindowFields texts="nft" from="saleStart" to="saleEnd" md={8} />
        <SelectField name="rarity" label={t('nft.rarity')} options={rarities} md={8} />
        {CHAIN_FACTS.map((fact) => (
          <TextField key={fact} name={fact} label={t(`nft.${fact}`)} md={12} />
        ))}
        <SortField md={8} xs={12} />
        <SwitchField name="featured" label={t('nft.featured')} md={8} xs={6} />
        <PublishedField hint={t('nft.publishedHint')} md={8} xs={6} />
      </Row>
    </FormModal>
  );
}
