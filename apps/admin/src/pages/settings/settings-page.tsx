import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useSettings } from '../../features/settings/api.ts';
import { SettingsForm } from '../../features/settings/settings-form.tsx';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { data, isPending } = useSettings();
  return (
    <div data-testid="settings-page">
      <PageHeader title={t('menu.settings')} />
      {isPending || !data ? <Skeleton active /> : <SettingsForm config={data} />}
    </div>
  );
}
