import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from './api.ts';

/**
 * A picture field: the chosen file is uploaded at once (`POST /admin-api/upload`) and the field holds
 * its address; the picture shows beside the button. The server checks the type from the bytes and the
 * size; its refusal is shown by the request client.
 */
export function ImageUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {value && (
        <Image src={value} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} alt="" />
      )}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            const url = await uploadImage(file as File);
            onChange?.(url);
            onSuccess?.(url);
          } catch (e) {
            onError?.(e as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="series-image-upload">
          {value ? t('nft.replaceImage') : t('nft.uploadImage')}
        </Button>
      </Upload>
    </Space>
  );
}
