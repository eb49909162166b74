import type { BoxDraw } from '@mcc/contract';
import { Button, Form, Input, NoticeBar, TextArea } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idParam } from '../../../../lib/id-param.ts';
import type { SeriesFaces } from '../api/series-faces.ts';
import { type DrawSteps, parseNonce, parsePool, poolText, verifyDraw } from '../verify-draw.ts';
import { subtleCrypto } from '../web-crypto.ts';
import { VerifySteps } from './verify-steps.tsx';

/** The verify form's fields, as typed. */
export interface VerifyValues {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  pool: string;
  seriesId: string;
}

/** A recorded draw as the form shows it (its server seed empty until the pair is rotated). */
export const drawValues = (draw: BoxDraw): VerifyValues => ({
  serverSeed: draw.serverSeed ?? '',
  serverSeedHash: draw.serverSeedHash,
  clientSeed: draw.clientSeed,
  nonce: String(draw.nonce),
  pool: poolText(draw.pool),
  seriesId: String(draw.seriesId),
});

/**
 * Recomputing a draw from typed inputs (anyone, signed in or not) or from a recorded draw (`initial`,
 * verified at once when its server seed is known; its verdict then comes first, its inputs folded away
 * below it). Editing a field clears the last result, so a shown verdict always belongs to the inputs.
 * The pool's series show by name and picture where `faces` knows them.
 */
export function VerifyForm({
  initial,
  recordedPick,
  faces,
}: {
  initial?: VerifyValues;
  recordedPick?: number;
  faces?: SeriesFaces;
}) {
  const { t } = useTranslation();
  const subtle = subtleCrypto();
  const [steps, setSteps] = useState<DrawSteps>();
  const run = useCallback(
    async (values: VerifyValues) => {
      const parsed = parsePool(values.pool);
      const nonce = parseNonce(values.nonce);
      if (!subtle || 'problem' in parsed || nonce === undefined) return;
      const seriesId = idParam(values.seriesId?.trim() ?? '');
      setSteps(
        await verifyDraw(subtle, {
          serverSeed: values.serverSeed.trim(),
          serverSeedHash: values.serverSeedHash,
          clientSeed: values.clientSeed.trim(),
          nonce,
          pool: parsed.pool,
          recorded: { pick: recordedPick, seriesId },
        }),
      );
    },
    [subtle, recordedPick],
  );
  // What the form opened with (the page remounts it for another draw): verified once, on arrival.
  const [opened] = useState(initial);
  useEffect(() => {
    if (opened?.serverSeed) void run(opened);
  }, [opened, run]);

  const required = { required: true, message: t('verify.required') };
  const check = (problem: (value: string) => string | undefined) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const text = problem(typeof value === 'string' ? value : '');
      if (text) throw new Error(text);
    },
  });
  const poolRule = check((value) => {
    const parsed = parsePool(value);
    return 'problem' in parsed ? t(`verify.problems.${parsed.problem}`) : undefined;
  });
  const nonceRule = check((value) =>
    parseNonce(value) === undefined ? t('verify.problems.nonce') : undefined,
  );
  // Typed inputs fill the screen: the verdict below them is brought into view once computed.
  const below = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (steps && !opened) below.current?.scrollIntoView?.({ block: 'start' });
  }, [steps, opened]);
  const result = steps && <VerifySteps steps={steps} faces={faces} />;
  const form = (
    <Form
      layout="vertical"
      initialValues={opened}
      onFinish={run}
      onValuesChange={() => setSteps(undefined)}
      className="verify-form"
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          disabled={!subtle}
          data-testid="verify-submit"
        >
          {t('verify.submit')}
        </Button>
      }
    >
      <Form.Item name="serverSeed" label={t('verify.serverSeed')} rules={[required]}>
        <Input className="mono" autoComplete="off" data-testid="verify-server-seed" />
      </Form.Item>
      <Form.Item name="serverSeedHash" label={t('verify.serverSeedHash')}>
        <Input className="mono" autoComplete="off" placeholder={t('verify.hashPlaceholder')} />
      </Form.Item>
      <Form.Item name="clientSeed" label={t('verify.clientSeed')} rules={[required]}>
        <Input className="mono" autoComplete="off" data-testid="verify-client-seed" />
      </Form.Item>
      <Form.Item name="nonce" label={t('verify.nonce')} rules={[nonceRule]}>
        <Input inputMode="numeric" autoComplete="off" data-testid="verify-nonce" />
      </Form.Item>
      <Form.Item name="pool" label={t('verify.pool')} rules={[poolRule]}>
        <TextArea
          className="mono"
          autoSize={{ minRows: 3, maxRows: 10 }}
          placeholder={t('verify.poolPlaceholder')}
          data-testid="verify-pool"
        />
      </Form.Item>
      <Form.Item name="seriesId" label={t('verify.recorded')}>
        <Input inputMode="numeric" autoComplete="off" placeholder={t('verify.recordedPlaceholder')} />
      </Form.Item>
    </Form>
  );
  return (
    <>
      {opened && result}
      {!subtle && (
        <NoticeBar color="alert" wrap content={t('verify.noCrypto')} data-testid="verify-no-crypto" />
      )}
      {opened ? (
        <details className="verify-inputs" data-testid="verify-inputs">
          <summary>{t('verify.inputs')}</summary>
          {form}
        </details>
      ) : (
        form
      )}
      {!opened && <div ref={below}>{result}</div>}
    </>
  );
}
