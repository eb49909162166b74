import type { PledgeProductInput } from '@mcc/contract';
import type { TestApp } from './harness.ts';

/** An open AI quant product of 7 days at 0.8 % a day, 100–500 USDT a stake, made as an operator would. */
export function newProduct(app: TestApp, patch: Partial<PledgeProductInput> = {}) {
  return app.services.pledge.createProduct(
    {
      name: { 'zh-Hans': '测试产品', en: 'Test product' },
      termDays: 7,
      dailyRateBp: 80,
      minAmount: '100',
      maxAmount: '500',
      quota: '10000',
      open: true,
      sort: 0,
      ...patch,
    },
    { operator: null, actor: 'system:test', ip: '' },
  );
}
