import type { Banner } from '@mcc/contract';
import { Form, Image, Input, InputNumber, Popconfirm, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../components/delete-button.tsx';
import { SwitchField } from '../../components/form/fields.tsx';
import { FormModal, useFormModal } from '../../components/form/form-modal.tsx';
import { actionsColumn, idColumn, timeColumn } from '../../components/list/columns.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { useBanners, useCreateBanner, useDeleteBanner, useUpdateBanner } from '../../features/content/api.ts';
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
  const banners = useBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const form = useRowForm<Banner>();

  return (
    <ListPage<Banner>
      testId="banners-page"
      title={t('menu.banners')}
      extra={form.newButton(t('banners.new'), 'new-banner')}
      list={banners}
      scrollX={900}
      tableTestId="banner-table"
      columns={[
        idColumn(),
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
        timeColumn(t('notices.updatedAt'), 'updatedAt'),
        actionsColumn(t('common.actions'), (b) => (
          <Space>
            {form.editButton(b)}
            <DeleteButton confirm={t('banners.deleteConfirm')} onDelete={() => remove.mutateAsync(b.id)} />
          </Space>
        )),
      ]}
    >
      {form.form((banner, onClose) => (
        <BannerModal banner={banner} onClose={onClose} />
      ))}
    </ListPage>
  );
}

function BannerModal({ banner, onClose }: { banner: Banner | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const { form, modal } = useFormModal<BannerForm>({
    texts: 'banners',
    id: banner?.id,
    initialValues: banner ?? { image: '', link: '', sort: 0, enabled: true },
    onClose,
    prepare(values) {
      const body = {
        image: values.image.trim(),
        link: (values.link ?? '').trim(),
        sort: values.sort,
        enabled: values.enabled,
      };
      return {
        send: () => (banner ? update.mutateAsync({ id: banner.id, ...body }) : create.mutateAsync(body)),
      };
    },
  });
  const image = Form.useWatch('image', form);

  return (
    <FormModal {...modal} testId="banner-modal">
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
        <SwitchField name="enabled" label={t('banners.enabled')} />
      </Space>
    </FormModal>
  );
}
