import {
  APPEAL_IMAGES_MAX,
  APPEAL_REASONS,
  APPEAL_TEXT_MAX,
  type AppealDetail,
  type AppealReason,
  feedbackBody,
} from '@mcc/contract';
import { Button, Form, Image, Selector, TextArea } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitFeedback } from '../../features/nft/resale/api/resale.ts';
import { UploadPicker } from '../../features/upload/components/upload-picker.tsx';
import { assetUrl } from '../../lib/asset-url.ts';
import { singleChoice } from '../../lib/single-choice.ts';
import { zodRule } from '../../lib/zod-rule.ts';
import '../../locales/resale/index.ts';

interface Values {
  reason?: AppealReason;
  text: string;
}

/** The pictures of a message: thumbnails with a remove button, and a picker while there is room. */
function EvidenceImages({ images, onChange }: { images: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <div className="appeal-images" data-testid="evidence-images">
      {images.map((url) => (
        <span key={url} className="appeal-image">
          <Image src={assetUrl(url)} width={72} height={72} fit="cover" />
          <button
            type="button"
            aria-label={t('resale.remove')}
            onClick={() => onChange(images.filter((u) => u !== url))}
          >
            <CloseOutline />
          </button>
        </span>
      ))}
      {images.length < APPEAL_IMAGES_MAX && (
        <UploadPicker onUploaded={(url) => onChange([...images, url])} testId="evidence-input">
          <span className="appeal-image-add">+</span>
        </UploadPicker>
      )}
    </div>
  );
}

/**
 * What a side says in an appeal: opening one (`reasons`: the reason first, offered for the caller's
 * side) or adding to the open one; text and up to six pictures, checked by the contract's rule.
 */
export function EvidenceForm({
  orderId,
  reasons,
  submitLabel,
  onSent,
}: {
  orderId: number;
  reasons?: readonly AppealReason[];
  submitLabel: string;
  onSent: (appeal: AppealDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [images, setImages] = useState<string[]>([]);
  const onFinish = async (values: Values) => {
    const input = feedbackBody.parse({ orderId, reason: values.reason, text: values.text, images });
    const appeal = await submitFeedback(input).catch(() => undefined); // the request client has said why
    if (!appeal) return;
    form.resetFields();
    setImages([]);
    onSent(appeal);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ reason: reasons?.[0] }}
      onFinish={onFinish}
      footer={
        <Button block type="submit" color="primary" size="large" data-testid="evidence-submit">
          {submitLabel}
        </Button>
      }
    >
      {reasons && (
        <Form.Item name="reason" label={t('resale.reason')} {...singleChoice}>
          <Selector
            columns={1}
            options={reasons.map((r) => ({ label: t(`resale.reasons.${r}`), value: r }))}
          />
        </Form.Item>
      )}
      <Form.Item name="text" label={t('resale.text')} rules={[zodRule(feedbackBody.shape.text)]}>
        <TextArea
          placeholder={t('resale.textPlaceholder')}
          maxLength={APPEAL_TEXT_MAX}
          rows={4}
          showCount
          data-testid="evidence-text"
        />
      </Form.Item>
      <Form.Item label={t('resale.images', { count: APPEAL_IMAGES_MAX })}>
        <EvidenceImages images={images} onChange={setImages} />
      </Form.Item>
    </Form>
  );
}

/** The reasons a side may give: the buyer's money went out, the seller's did not come in. */
export const REASONS_FOR = {
  buyer: APPEAL_REASONS.filter((r) => r !== 'not_received' && r !== 'proof_invalid'),
  seller: APPEAL_REASONS.filter((r) => r !== 'not_confirmed'),
} as const;
