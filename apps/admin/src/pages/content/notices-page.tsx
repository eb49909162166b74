import { type AdminNotice, LANGUAGES } from '@mcc/contract';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteButton } from '../../components/delete-button.tsx';
import { actionsColumn, idColumn, timeColumn } from '../../components/list/columns.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useDeleteNotice, useNotices } from '../../features/content/api.ts';
import { noticePath, paths } from '../../lib/routes.ts';

const NO_FILTERS = {};

export default function NoticesPage() {
  const { t } = useTranslation();
  const list = useListQuery(NO_FILTERS);
  const notices = useNotices(list.query);
  const remove = useDeleteNotice();

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
      query={list}
      list={notices}
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
          render: (_, n) => (
            <Space size={4} wrap>
              {LANGUAGES.filter((l) => n.title[l]).map((l) => (
                <Tag key={l}>{l}</Tag>
              ))}
            </Space>
          ),
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
        timeColumn(t('notices.publishAt'), 'publishAt'),
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
