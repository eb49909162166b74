import { priceProblem } from '@mcc/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * A typed price, checked before sending as the contract checks it (the server says the same words):
 * digits with up to ten decimals, above zero. The price is sent trimmed, so it is checked trimmed.
 */
export const priceRules = (t: TFunction): Rule[] => [
  {
    validator: (_, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (text === '') return Promise.reject(new Error(t('market.priceRequired')));
      const problem = priceProblem(text);
      return problem ? Promise.reject(new Error(t(`priceErrors.${problem}`))) : Promise.resolve();
    },
  },
];
