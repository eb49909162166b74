import { CLIENT_SEED_MAX, type RotateAnswer, rotateBody } from '@mcc/contract';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../../components/detail-rows.tsx';
import { FormSheet } from '../../../../components/form-sheet.tsx';
import { zodRule } from '../../../../lib/zod-rule.ts';
import { useRotateSeed } from '../api/box.ts';
import '../../../../locales/box/index.ts';

/** The contract's client-seed rule; an empty field asks the server for a random seed instead. */
const seedRule = zodRule(rotateBody.shape.clientSeed.unwrap());
const optionalSeedRule = {
  validator: async (rule: unknown, value: unknown) =>
    typeof value === 'string' && value.trim() ? seedRule.validator(rule, value) : undefined,
};

/**
 * Changing the seed pair: an optional client seed of the user's own, then the old pair with its server
 * seed revealed (the draws made with it can now be verified) and the new pair's commitment. Its code
 * (a form, the contract's schemas) loads when a user first taps "change seed".
 */
export default function RotateSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rotate = useRotateSeed();
  const [answer, setAnswer] = useState<RotateAnswer>();
  const onFinish = async ({ clientSeed }: { clientSeed?: string }) => {
    // A refusal has been toasted by the request client; the form stays for another try.
    setAnswer(await rotate(clientSeed?.trim() || undefined).catch(() => undefined));
  };
  return (
    <FormSheet onClose={onClose} className="nft-sheet">
      <div data-testid="rotate-sheet">
        <div className="nft-sheet-head">
          <h2>{answer ? t('box.rotate.revealed') : t('box.rotate.title')}</h2>
        </div>
        {answer ? (
          <div className="box-sheet-body" data-testid="rotate-revealed">
            <DetailRows
              rows={[
                {
                  label: t('box.rotate.serverSeed'),
                  value: answer.revealed.serverSeed,
                  mono: true,
                  testId: 'revealed-server-seed',
                },
                { label: t('box.fair.serverSeedHash'), value: answer.revealed.serverSeedHash, mono: true },
                { label: t('box.fair.clientSeed'), value: answer.revealed.clientSeed, mono: true },
                { label: t('box.rotate.draws'), value: answer.revealed.nonce },
              ]}
            />
            <div className="section-title">{t('box.rotate.next')}</div>
            <DetailRows
              rows={[
                { label: t('box.fair.serverSeedHash'), value: answer.current.serverSeedHash, mono: true },
                { label: t('box.fair.clientSeed'), value: answer.current.clientSeed, mono: true },
              ]}
            />
            <Button block color="primary" size="large" onClick={onClose} data-testid="rotate-done">
              {t('box.rotate.done')}
            </Button>
          </div>
        ) : (
          <Form
            layout="vertical"
            onFinish={onFinish}
            footer={
              <Button block type="submit" color="primary" size="large" data-testid="rotate-submit">
                {t('box.rotate.submit')}
              </Button>
            }
          >
            <Form.Item>
              <p className="nft-hint">{t('box.rotate.explain')}</p>
            </Form.Item>
            <Form.Item name="clientSeed" label={t('box.rotate.clientSeed')} rules={[optionalSeedRule]}>
              <Input
                placeholder={t('box.rotate.placeholder')}
                maxLength={CLIENT_SEED_MAX}
                autoComplete="off"
                data-testid="rotate-client-seed"
              />
            </Form.Item>
          </Form>
        )}
      </div>
    </FormSheet>
  );
}
