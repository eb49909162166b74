import { type AdminNotice, adminApi, NOTICE_STATES } from '@mcc/contract';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRowPick } from '../../components/bulk/use-row-pick.ts';
import { DeleteButton } from '../../components/delete-button.tsx';
import { LanguageTags } from '../../components/language-tags.tsx';
import { actionsColumn, idColumn, timeColumn } from '../../components/list/columns.tsx';
import { ChoiceFilter, DateRangeFilter, SearchFilter } from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { asText, DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { useDeleteNotice, useNotices } from '../../features/content/api.ts';
import { NoticeBulkBar } from '../../features/content/notice-bulk-bar.tsx';
import { noticePath, paths } from '../../lib/routes.ts';

const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  status: oneOf(NOTICE_STATES),
  ...sortBy(['publishAt', 'createdAt'] as const),
};
/** How each state is worded on the notice's tag. */
const STATE_TEXTS = {
  visible: 'notices.published',
  scheduled: 'notices.scheduled',
  hidden: 'notices.hidden',
} as const;

export default function NoticesPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const notices = useNotices(list.query);
  const remove = useDeleteNotice();
  const pick = useRowPick<AdminNotice>(() => true);

  return (
    <ListPage<AdminNotice>
      testId="notices-page"
      title={t('menu.notices')}
      extra={
        <Link to={paths.noticeNew}>
          <Button type="primary" data-testid="new-notice">
            {t('notices.new')}
          </Button>
        </Link>
      }
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['title']} width={200} />
          <ChoiceFilter
            name="status"
            label={t('common.status')}
            options={NOTICE_STATES.map((s) => ({ value: s, label: t(STATE_TEXTS[s]) }))}
          />
        </>
      }
      query={list}
      list={notices}
      listId="notices"
      toolbar={<NoticeBulkBar pick={pick} />}
      rowSelection={pick.rowSelection}
      exportCall={{ route: adminApi.notices.export, query: list.query, name: 'notices' }}
      scrollX={900}
      tableTestId="notice-table"
      columns={[
        idColumn(),
        {
          title: t('notices.title'),
          key: 'title',
          render: (_, n) => <Link to={noticePath(n.id)}>{n.title['zh-Hans']}</Link>,
        },
        {
          title: t('notices.languages'),
          key: 'langs',
          render: (_, n) => <LanguageTags texts={n.title} />,
        },
        {
          title: t('notices.important'),
          dataIndex: 'important',
          render: (v: boolean) => (v ? <Tag color="red">{t('notices.important')}</Tag> : '–'),
        },
        {
          title: t('common.status'),
          key: 'visible',
          render: (_, n) =>
            n.hidden ? (
              <Tag>{t('notices.hidden')}</Tag>
            ) : n.visible ? (
              <Tag color="success">{t('notices.published')}</Tag>
            ) : (
              <Tag color="processing">{t('notices.scheduled')}</Tag>
            ),
        },
        timeColumn(t('notices.publishAt'), 'publishAt', { sorter: true }),
        timeColumn(t('notices.updatedAt'), 'updatedAt'),
        actionsColumn(t('common.actions'), (n) => (
          <Space>
            <Link to={noticePath(n.id)}>
              <Button size="small">{t('common.edit')}</Button>
            </Link>
            <DeleteButton confirm={t('notices.deleteConfirm')} onDelete={() => remove.mutateAsync(n.id)} />
          </Space>
        )),
      ]}
    />
  );
}
