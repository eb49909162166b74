import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filter bar: its fields in a row, then Search (applies them) and Reset (clears them). The
 * filters live in the address, and the form starts anew whenever they change there (a link in the
 * table, Back, Reset), so its fields always show what the list shows.
 */
export function FilterForm<V extends object>({
  values,
  onSearch,
  onReset,
  children,
}: {
  values: object;
  onSearch(values: V): void;
  onReset(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form<V>
      layout="inline"
      key={JSON.stringify(values)}
      initialValues={values}
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={onSearch}
    >
      {children}
      <Space>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button onClick={onReset}>{t('common.reset')}</Button>
      </Space>
    </Form>
  );
}
