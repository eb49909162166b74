import type { DailyRun } from '@mcc/contract';
import { Alert, Button, DatePicker, Descriptions, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunAccrual } from './api.ts';

/** Today's business day: the calendar date in UTC+8, as the server counts days. */
const businessToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Says what the run does, takes an optional day (never a future one; the server refuses it too) and,
 * once run, shows the counts each daily task answered.
 */
export default function AccrualModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const run = useRunAccrual();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [answer, setAnswer] = useState<DailyRun | null>(null);

  const start = () =>
    run
      .mutateAsync(day?.format('YYYY-MM-DD'))
      .then(setAnswer)
      .catch(() => {
        // The server's message is shown; the operator may pick another day.
      });

  return (
    <Modal
      open
      title={t('pledge.accrualTitle')}
      onCancel={onClose}
      data-testid="accrual-modal"
      footer={
        answer
          ? [
              <Button key="close" type="primary" onClick={onClose}>
                {t('common.confirm')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
              <Button key="run" type="primary" loading={run.isPending} onClick={() => void start()}>
                {t('pledge.accrualRun')}
              </Button>,
            ]
      }
    >
      {answer ? (
        <>
          <Alert
            type="success"
            showIcon
            title={t('pledge.accrualDone', { day: answer.day })}
            style={{ marginBottom: 16 }}
          />
          {answer.tasks.map((task) => (
            <Descriptions
              key={task.name}
              title={t(`pledge.tasks.${task.name}.title`, { defaultValue: task.name })}
              bordered
              size="small"
              column={1}
              style={{ marginBottom: 16 }}
              data-testid={`accrual-${task.name}`}
            >
              {Object.entries(task.counts).map(([key, count]) => (
                <Descriptions.Item
                  key={key}
                  label={t(`pledge.tasks.${task.name}.${key}`, { defaultValue: key })}
                >
                  {count}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ))}
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('pledge.accrualText')}</Typography.Paragraph>
          <Form layout="vertical">
            <Form.Item label={t('pledge.accrualDay')} extra={t('pledge.accrualDayHint')}>
              <DatePicker
                value={day}
                onChange={setDay}
                disabledDate={(d) => d.format('YYYY-MM-DD') > businessToday()}
                data-testid="accrual-day"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
