import { BOX_ASSETS } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/fields.tsx';

const assetOptions = BOX_ASSETS.map((a) => ({ value: a, label: a }));

/** The asset a box's price or a recipe's fee is paid in. */
export function AssetField({ name, md, xs }: { name: string; md: number; xs: number }) {
  const { t } = useTranslation();
  return <SelectField name={name} label={t('boxes.asset')} options={assetOptions} md={md} xs={xs} />;
}
