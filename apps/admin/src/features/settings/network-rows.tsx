import { NETWORKS, type SysConfig } from '@mcc/contract';
import { Button, Col, Form, Row, Select, Switch } from 'antd';
import type { FormListFieldData } from 'antd/es/form';
import type { ColProps } from 'antd/es/grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const networkOptions = NETWORKS.map((n) => ({ value: n, label: n }));

/**
 * One list of per-network rows (deposit addresses, withdrawal rules): the network, the row's own
 * fields, whether it is on, and Remove; `newRow` is what Add appends.
 */
export function NetworkRows({
  name,
  networkCol,
  endCol,
  newRow,
  addText,
  children,
}: {
  name: 'depositNetworks' | 'withdraw';
  /** Column sizes differ per list (the withdrawal rows have more fields): the network's first, */
  networkCol: ColProps;
  /** and each of the two at the end, Enabled and Remove. */
  endCol: ColProps;
  newRow: SysConfig['depositNetworks'][number] | SysConfig['withdraw'][number];
  addText: string;
  children(field: FormListFieldData): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Row gutter={12} key={field.key} align="middle">
              <Col {...networkCol}>
                <Form.Item name={[field.name, 'network']} label={t('finance.network')}>
                  <Select options={networkOptions} />
                </Form.Item>
              </Col>
              {children(field)}
              <Col {...endCol}>
                <Form.Item
                  name={[field.name, 'enabled']}
                  label={t('settings.enabled')}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
              </Col>
              <Col {...endCol}>
                <Button danger onClick={() => remove(field.name)}>
                  {t('common.remove')}
                </Button>
              </Col>
            </Row>
          ))}
          <Button onClick={() => add(newRow)}>{addText}</Button>
        </>
      )}
    </Form.List>
  );
}
