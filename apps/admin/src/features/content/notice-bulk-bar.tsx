import { adminApi } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { BulkBar } from '../../components/bulk/bulk-bar.tsx';
import type { RowPick } from '../../components/bulk/use-row-pick.ts';
import { useWrite } from '../../components/form/use-write.ts';
import { api } from '../../lib/api.ts';

/** Shows (publishes) or hides many notices at once, each its own edit; the list and each notice read again. */
const useBulkVisibility = () =>
  useWrite(
    (input: { ids: number[]; hidden: boolean }) => api.call(adminApi.notices.bulkVisibility, input),
    [['notices'], ['notice']],
  );

/** The notice list's bulk actions on the ticked notices: publish, unpublish. */
export function NoticeBulkBar({ pick }: { pick: RowPick }) {
  const { t } = useTranslation();
  const visibility = useBulkVisibility();
  return (
    <BulkBar
      pick={pick}
      actions={[
        {
          key: 'publish',
          label: t('bulk.publish'),
          confirm: (facts) => t('bulk.publishNotices', facts),
          run: (ids) => visibility.mutateAsync({ ids, hidden: false }),
        },
        {
          key: 'unpublish',
          label: t('bulk.unpublish'),
          danger: true,
          confirm: (facts) => t('bulk.unpublishNotices', facts),
          run: (ids) => visibility.mutateAsync({ ids, hidden: true }),
        },
      ]}
    />
  );
}
