import { type AdminNotice, LANGUAGES } from '@mcc/contract';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteButton } from '../../components/delete-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDeleteNotice, useNotices } from '../../features/content/api.ts';
import { dateTime } from '../../lib/format.ts';
import { noticePath, paths } from '../../lib/routes.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = [] as const;

export default function NoticesPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePageParams(KEYS);
  const { data, isFetching } = useNotices(page, LIMIT);
  const remove = useDeleteNotice();

  return (
    <div data-testid="notices-page">
      <PageHeader
        title={t('menu.notices')}
        extra={
          <Link to={paths.noticeNew}>
            <Button type="primary" data-testid="new-notice">
              {t('notices.new')}
            </Button>
          </Link>
        }
      />
      <Card>
        <Table<AdminNotice>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 900 }}
          data-testid="notice-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
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
            { title: t('notices.publishAt'), dataIndex: 'publishAt', render: dateTime, className: 'nowrap' },
            { title: t('notices.updatedAt'), dataIndex: 'updatedAt', render: dateTime, className: 'nowrap' },
            {
              title: t('common.actions'),
              key: 'actions',
              className: 'nowrap',
              fixed: 'right',
              render: (_, n) => (
                <Space>
                  <Link to={noticePath(n.id)}>
                    <Button size="small">{t('common.edit')}</Button>
                  </Link>
                  <DeleteButton
                    confirm={t('notices.deleteConfirm')}
                    onDelete={() => remove.mutateAsync(n.id)}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
