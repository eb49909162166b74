import { PUBLISH_STATES } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list/list-filters.tsx';

/**
 * The NFT content lists' status filter: published (users see it) or a draft, and, for boxes, closed by
 * an operator (`closed`).
 */
export function PublishFilter({ closed = false }: { closed?: boolean }) {
  const { t } = useTranslation();
  const options: { value: string; label: string }[] = PUBLISH_STATES.map((s) => ({
    value: s,
    label: t(`nft.${s}`),
  }));
  if (closed) options.push({ value: 'closed', label: t('boxes.states.closed') });
  return <ChoiceFilter name="status" label={t('common.status')} options={options} />;
}
