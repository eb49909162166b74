import { BULK_MAX, type BulkResult } from '@mcc/contract';
import { App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../lib/format.ts';
import { InputModal } from '../input-modal.tsx';
import { BulkResultModal } from './bulk-result.tsx';
import type { RowPick } from './use-row-pick.ts';

/** One bulk action of a list: its button, what the confirmation says, and the call on the ticked rows. */
export interface BulkAction {
  key: string;
  label: string;
  danger?: boolean;
  /** The confirmation's text, with the count and the total of the ticked rows. */
  confirm(facts: { count: number; amount: string }): string;
  /** Asks for a reason (which users see) in the confirmation. */
  withReason?: boolean;
  run(ids: number[], reason: string): Promise<BulkResult>;
}

/**
 * The bar above a list whose rows can be decided many at once: how many are ticked (and their total),
 * one button per action; an action is confirmed (with its reason when it needs one), then runs on every
 * ticked row and shows what came of each. The ticks are cleared after; the list reads itself again
 * (the action's call refreshes it).
 */
export function BulkBar({ pick, actions }: { pick: RowPick; actions: BulkAction[] }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const count = pick.ids.length;
  const facts = { count, amount: money(pick.total ?? '0') };

  async function run(action: BulkAction, reason = '') {
    const done = await action.run(pick.ids, reason);
    pick.clear();
    setResult(done);
  }

  function start(action: BulkAction) {
    if (action.withReason) return setAsking(action);
    modal.confirm({
      title: action.label,
      content: action.confirm(facts),
      okText: action.label,
      okButtonProps: { danger: action.danger },
      cancelText: t('common.cancel'),
      onOk: () => run(action).catch(() => {}),
    });
  }

  return (
    <Space wrap data-testid="bulk-bar">
      {count === 0 ? (
        <Typography.Text type="secondary">{t('bulk.none', { max: BULK_MAX })}</Typography.Text>
      ) : (
        <>
          <Typography.Text strong data-testid="bulk-count">
            {t('bulk.selected', { count })}
          </Typography.Text>
          {pick.total !== undefined && (
            <Typography.Text data-testid="bulk-total">
              {t('bulk.total', { amount: facts.amount })}
            </Typography.Text>
          )}
          {pick.tooMany && (
            <Typography.Text type="danger">{t('bulk.tooMany', { max: BULK_MAX })}</Typography.Text>
          )}
        </>
      )}
      {actions.map((a) => (
        <Button
          key={a.key}
          size="small"
          type={a.danger ? 'default' : 'primary'}
          danger={a.danger}
          disabled={count === 0 || pick.tooMany}
          onClick={() => start(a)}
          data-testid={`bulk-${a.key}`}
        >
          {a.label}
        </Button>
      ))}
      {count > 0 && (
        <Button size="small" type="link" onClick={pick.clear} data-testid="bulk-clear">
          {t('bulk.clear')}
        </Button>
      )}
      <InputModal
        open={asking !== null}
        title={asking?.label}
        description={asking?.confirm(facts)}
        label={t('common.reason')}
        multiline
        danger={asking?.danger}
        okText={asking?.label}
        testId="bulk-reason-modal"
        onCancel={() => setAsking(null)}
        onSubmit={async (reason) => {
          if (!asking) return;
          await run(asking, reason);
          setAsking(null);
        }}
      />
      <BulkResultModal result={result} onClose={() => setResult(null)} />
    </Space>
  );
}
