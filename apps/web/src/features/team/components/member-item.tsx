import type { TeamMember } from '@mcc/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/money/amount.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatTime } from '../../../lib/format.ts';

/** One team member: avatar, nickname, masked contact, when they joined, their active stake. */
export function MemberItem({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="team-member"
      prefix={<UserAvatar src={member.avatar} size={40} />}
      description={
        <>
          <div data-testid="member-contact">
            {member.contact} · UID {member.uid}
          </div>
          <div>
            {t('team.joinedAt')} {formatTime(member.joinedAt)}
          </div>
        </>
      }
      extra={
        <div className="member-pledge">
          <Amount value={member.activePledge} testId="member-pledge" />
          <span>{t('team.activePledge')}</span>
        </div>
      }
    >
      <span data-testid="member-nickname">{member.nickname}</span>
    </List.Item>
  );
}
