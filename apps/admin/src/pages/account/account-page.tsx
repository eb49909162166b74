import { Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PasswordCard } from '../../features/auth/password-card.tsx';
import { TotpCard } from '../../features/auth/totp-card.tsx';
import { useMe } from '../../lib/operator.ts';

export default function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const operator = me.data?.operator;
  return (
    <div data-testid="account-page">
      <PageHeader title={t('menu.account')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('account.profile')} style={{ marginBottom: 16 }}>
            {operator && (
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'u', label: t('auth.username'), children: operator.username },
                  {
                    key: 'r',
                    label: t('operators.role'),
                    children: <Tag color="blue">{t(`roles.${operator.role}`)}</Tag>,
                  },
                  {
                    key: 'p',
                    label: t('account.permissions'),
                    children: (
                      <Space size={4} wrap>
                        {me.data?.permissions.map((p) => (
                          <Tag key={p}>{t(`permissions.${p}`)}</Tag>
                        ))}
                      </Space>
                    ),
                  },
                ]}
              />
            )}
          </Card>
          <PasswordCard />
        </Col>
        <Col xs={24} xl={12}>
          <TotpCard enabled={operator?.totpEnabled ?? false} />
        </Col>
      </Row>
    </div>
  );
}
