import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyText } from '../../components/copy-text.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { paths } from '../../lib/routes.ts';
import { useUserCenter } from '../../lib/user-center.ts';
import '../../locales/account/index.ts';

export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useUserCenter().data?.userinfo;
  const notSet = t('common.notSet');
  return (
    <div data-testid="profile-page">
      <List>
        <List.Item
          extra={<UserAvatar src={user?.avatar} size={40} />}
          onClick={() => navigate(paths.profileEdit)}
        >
          {t('profile.avatar')}
        </List.Item>
        <List.Item
          extra={<span data-testid="profile-nickname">{user?.nickname}</span>}
          onClick={() => navigate(paths.profileEdit)}
        >
          {t('profile.nickname')}
        </List.Item>
        <List.Item
          extra={<span data-testid="profile-bio">{user?.bio || notSet}</span>}
          onClick={() => navigate(paths.profileEdit)}
        >
          {t('profile.bio')}
        </List.Item>
        <List.Item extra={user?.uid} onClick={() => user && copyText(user.uid)}>
          {t('user.uid')}
        </List.Item>
        <List.Item extra={user?.inviteCode} onClick={() => user && copyText(user.inviteCode)}>
          {t('user.inviteCode')}
        </List.Item>
        <List.Item extra={user?.mobile ?? notSet}>{t('profile.mobile')}</List.Item>
        <List.Item extra={user?.email ?? notSet}>{t('profile.email')}</List.Item>
        <List.Item extra={<span className="mono">{user?.walletAddress ?? notSet}</span>}>
          {t('profile.wallet')}
        </List.Item>
        <List.Item extra={user ? new Date(user.createdAt).toLocaleString(i18n.language) : ''}>
          {t('profile.joined')}
        </List.Item>
      </List>
      <List style={{ marginTop: 12 }}>
        <List.Item onClick={() => navigate(paths.profileEdit)}>{t('profile.edit')}</List.Item>
        <List.Item onClick={() => navigate(paths.payPassword)}>{t('user.payPassword')}</List.Item>
      </List>
    </div>
  );
}
