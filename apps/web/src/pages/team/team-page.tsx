import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../components/paged-list.tsx';
import { useTeamInfo, useTeamMembers } from '../../features/team/api/team.ts';
import { MemberItem } from '../../features/team/components/member-item.tsx';
import { TeamHeader } from '../../features/team/components/team-header.tsx';
import { paths } from '../../lib/routes.ts';
import '../../features/pledge/pledge.css';
import '../../locales/pledge/index.ts';

/**
 * The depths a team is shown and paid to (the contract's TEAM_LEVELS), spelled out: importing it would
 * bring the contract's schemas (and zod) into this page.
 */
const LEVELS = [1, 2, 3] as const;

function Members({ level }: { level: number }) {
  const { t } = useTranslation();
  const members = useTeamMembers(level);
  return (
    <PagedList
      query={members}
      testId="team-members"
      empty={t('team.membersEmpty')}
      emptyAction={{ label: t('team.invite'), to: paths.promote }}
      render={(m) => <MemberItem member={m} />}
    />
  );
}

/** My team: commissions, performance, level and size, then the members at depth 1, 2, 3 (endless scroll). */
export default function TeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useTeamInfo().data;
  const [level, setLevel] = useState<number>(1);
  const count = (l: number) => info?.levels.find((x) => x.level === l)?.members ?? 0;
  return (
    <div data-testid="team-page">
      <TeamHeader info={info} />
      <div className="form-actions">
        <Button block color="primary" fill="outline" onClick={() => navigate(paths.promote)}>
          {t('team.invite')}
        </Button>
      </div>
      <Tabs activeKey={String(level)} onChange={(key) => setLevel(Number(key))}>
        {LEVELS.map((l) => (
          <Tabs.Tab key={l} title={t('team.levelTab', { level: l, count: count(l) })} />
        ))}
      </Tabs>
      <Members key={level} level={level} />
    </div>
  );
}
