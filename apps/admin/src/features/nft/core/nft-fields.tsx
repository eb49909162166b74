import { useTranslation } from 'react-i18next';
import { FormField, SwitchField, WholeField } from '../../../components/form/fields.tsx';
import { ImageUpload } from './image-upload.tsx';

/** The picture of a series or a box, uploaded as soon as it is chosen. */
export function ImageField() {
  const { t } = useTranslation();
  return (
    <FormField name="image" label={t('nft.image')} required extra={t('nft.imageHint')}>
      {() => <ImageUpload />}
    </FormField>
  );
}

/** Where it stands in the users' lists. */
export function SortField({ md, xs }: { md: number; xs: number }) {
  const { t } = useTranslation();
  return <WholeField name="sort" label={t('nft.sort')} extra={t('nft.sortHint')} md={md} xs={xs} />;
}

/** Whether users see it (`hint` says what a draft is), in a column of the form's row. */
export function PublishedField({ hint, md, xs }: { hint: string; md: number; xs?: number }) {
  const { t } = useTranslation();
  return <SwitchField name="published" label={t('nft.published')} extra={hint} md={md} xs={xs} />;
}
