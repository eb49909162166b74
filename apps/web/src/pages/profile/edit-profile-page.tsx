import { profileBody } from '@mcc/contract';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { updateProfile } from '../../features/auth/api/profile.ts';
import { UploadPicker } from '../../features/upload/components/upload-picker.tsx';
import { showToast } from '../../lib/indicators.ts';
import { useRefreshUser, useUserCenter } from '../../lib/user-center.ts';
import { firstIssueText, zodRule } from '../../lib/zod-rule.ts';
import '../../locales/account/index.ts';

export default function EditProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const user = useUserCenter().data?.userinfo;
  const [form] = Form.useForm();
  const [avatar, setAvatar] = useState<string | undefined>();

  // The form opens before the user has loaded on a direct visit; fill it once it arrives.
  useEffect(() => {
    if (user) form.setFieldsValue({ nickname: user.nickname, bio: user.bio });
  }, [user, form]);

  const onFinish = async (values: { nickname: string; bio?: string }) => {
    const parsed = profileBody.safeParse({
      nickname: values.nickname,
      bio: values.bio ?? '',
      ...(avatar ? { avatar } : {}),
    });
    if (!parsed.success) return showToast(firstIssueText(parsed.error));
    try {
      await updateProfile(parsed.data);
      await refreshUser();
      showToast(t('common.saved'), 'success');
      navigate(-1);
    } catch {
      // Already shown.
    }
  };

  return (
    <div data-testid="edit-profile-page">
      <div className="page-center" style={{ paddingBottom: 8 }}>
        <UploadPicker onUploaded={setAvatar} testId="avatar-input">
          <UserAvatar src={avatar ?? user?.avatar} size={80} />
          <span style={{ color: 'var(--adm-color-primary)', fontSize: 14 }}>{t('profile.changeAvatar')}</span>
        </UploadPicker>
      </div>
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="primary" size="large">
            {t('common.save')}
          </Button>
        }
      >
        <Form.Item
          name="nickname"
          label={t('profile.nickname')}
          rules={[zodRule(profileBody.shape.nickname)]}
        >
          <Input placeholder={t('profile.nicknamePlaceholder')} maxLength={24} clearable />
        </Form.Item>
        <Form.Item name="bio" label={t('profile.bio')} rules={[zodRule(profileBody.shape.bio)]}>
          <TextArea placeholder={t('profile.bioPlaceholder')} maxLength={200} rows={3} showCount />
        </Form.Item>
      </Form>
    </div>
  );
}
