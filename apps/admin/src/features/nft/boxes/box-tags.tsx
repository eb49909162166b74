import type { BoxState } from '@mcc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateTag } from '../../../components/state-tag.tsx';

const BOX_COLORS: Record<BoxState, string> = {
  upcoming: 'warning',
  open: 'success',
  sold_out: 'default',
  ended: 'default',
};

/** A box's state; one an operator closed says so rather than "ended". */
export function BoxStateTag({ box }: { box: { status: BoxState; closed: boolean } }) {
  const { t } = useTranslation();
  return box.closed ? (
    <Tag color="error" data-testid="box-closed">
      {t('boxes.states.closed')}
    </Tag>
  ) : (
    <StateTag state={box.status} texts="boxes.states" colors={BOX_COLORS} testId="box" />
  );
}

/** Whether users see a box or recipe: published, or a draft only operators see. */
export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? <Tag color="success">{t('nft.published')}</Tag> : <Tag>{t('nft.draft')}</Tag>;
}
