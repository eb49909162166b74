import type { StatementMessages } from './zh-Hans.ts';

export const statementEn: StatementMessages = {
  statement: {
    title: 'Statement',
    balanceAfter: 'Balance',
    counterparty: 'Other party',
    reference: 'Reference',
    refTypes: {
      transfer: 'Transfer',
      withdrawal: 'Withdrawal',
      recharge: 'Deposit',
      pledge_order: 'AI quant order',
      nft_order: 'NFT order',
    },
    codes: {
      deposit: 'Deposit',
      withdraw: 'Withdrawal',
      fee: 'Fee',
      adjustment: 'Adjustment',
      refund: 'Refund',
      exchange: 'Exchange',
      ssk_buy: 'SSK bought',
      ssk_sell: 'SSK sold',
      nft_buy: 'NFT bought',
      reward: 'Reward',
      pledge_lock: 'AI quant stake',
      pledge_yield: 'AI quant earning',
      pledge_release: 'AI quant principal returned',
      commission: 'Referral commission',
      coinmix_in: 'Quant wallet transfer in',
      coinmix_out: 'Quant wallet transfer out',
      coinmix_yield: 'Quant wallet earning',
      transferIn: 'Transfer in',
      transferOut: 'Transfer out',
      other: 'Other',
    },
  },
};
