import type { Banner } from '@mcc/contract';
import {
  App,
  Button,
  Card,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Switch,
  Table,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../components/delete-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBanners, useCreateBanner, useDeleteBanner, useUpdateBanner } from '../../features/content/api.ts';
import { dateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';

/** The contract's rules (`bannerImage`, `bannerLink`), checked before sending. */
const IMAGE = /^(https?:\/\/[^\s<>"']+|\/uploads\/[0-9a-f]{64}\.(png|jpg|webp|gif))$/;
const LINK = /^(|https?:\/\/[^\s<>"']+|\/(?![/\\])[^\s<>"']*)$/;

interface BannerForm {
  image: string;
  link: string;
  sort: number;
  enabled: boolean;
}

export default function BannersPage() {
  const { t } = useTranslation();
  const { data, isFetching } = useBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);

  return (
    <div data-testid="banners-page">
      <PageHeader
        title={t('menu.banners')}
        extra={
          <Button type="primary" onClick={() => setEditing('new')} data-testid="new-banner">
            {t('banners.new')}
          </Button>
        }
      />
      <Card>
        <Table<Banner>
          rowKey="id"
          loading={isFetching}
          dataSource={data}
          pagination={false}
          scroll={{ x: 900 }}
          data-testid="banner-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('banners.image'),
              dataIndex: 'image',
              render: (src: string) => (
                <Image src={src} width={160} height={60} style={{ objectFit: 'cover' }} alt="" />
              ),
            },
            { title: t('banners.link'), dataIndex: 'link', render: (l: string) => l || '–' },
            { title: t('banners.sort'), dataIndex: 'sort', width: 90 },
            {
              title: t('banners.enabled'),
              dataIndex: 'enabled',
              render: (enabled: boolean, b) => (
                <Popconfirm
                  title={enabled ? t('banners.disableConfirm') : t('banners.enableConfirm')}
                  okText={t('common.confirm')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    update
                      .mutateAsync({ id: b.id, enabled: !enabled })
                      .then(() => notify.success(t('common.saved')))
                      .catch(() => {})
                  }
                >
                  <Switch checked={enabled} />
                </Popconfirm>
              ),
            },
            { title: t('notices.updatedAt'), dataIndex: 'updatedAt', render: dateTime, className: 'nowrap' },
            {
              title: t('common.actions'),
              key: 'actions',
              className: 'nowrap',
              fixed: 'right',
              render: (_, b) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(b)}>
                    {t('common.edit')}
                  </Button>
                  <DeleteButton
                    confirm={t('banners.deleteConfirm')}
                    onDelete={() => remove.mutateAsync(b.id)}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== null && (
        <BannerModal banner={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

function BannerModal({ banner, onClose }: { banner: Banner | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<BannerForm>();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const image = Form.useWatch('image', form);

  async function submit() {
    const values = await form.validateFields();
    const body = { ...values, image: values.image.trim(), link: (values.link ?? '').trim() };
    modal.confirm({
      title: banner ? t('banners.saveConfirm') : t('banners.createConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          if (banner) await update.mutateAsync({ id: banner.id, ...body });
          else await create.mutateAsync(body);
          notify.success(t('common.saved'));
          onClose();
        } catch {
          // Shown already.
        }
      },
    });
  }

  return (
    <Modal
      open
      title={banner ? t('banners.editTitle', { id: banner.id }) : t('banners.new')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
    >
      <Form<BannerForm>
        form={form}
        layout="vertical"
        initialValues={banner ?? { image: '', link: '', sort: 0, enabled: true }}
      >
        <Form.Item
          name="image"
          label={t('banners.image')}
          extra={t('banners.imageHint')}
          rules={[{ required: true, pattern: IMAGE, message: t('banners.imageInvalid') }]}
        >
          <Input placeholder="/uploads/….png" />
        </Form.Item>
        {image && IMAGE.test(image.trim()) && (
          <Image
            src={image.trim()}
            width="100%"
            style={{ maxHeight: 160, objectFit: 'cover', marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="link"
          label={t('banners.link')}
          extra={t('banners.linkHint')}
          rules={[{ pattern: LINK, message: t('banners.linkInvalid') }]}
        >
          <Input placeholder="/pages/notice/notice" />
        </Form.Item>
        <Space size="large">
          <Form.Item name="sort" label={t('banners.sort')} extra={t('banners.sortHint')}>
            <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={t('banners.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
