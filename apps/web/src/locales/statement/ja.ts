import type { StatementMessages } from './zh-Hans.ts';

export const statementJa: StatementMessages = {
  statement: {
    title: '入出金明細',
    balanceAfter: '残高',
    counterparty: '相手',
    reference: '参照番号',
    refTypes: {
      transfer: '送金',
      withdrawal: '出金',
      recharge: '入金',
      pledge_order: 'AI クオンツ注文',
      nft_order: 'NFT 注文',
    },
    codes: {
      deposit: '入金',
      withdraw: '出金',
      fee: '手数料',
      adjustment: '調整',
      refund: '返金',
      exchange: '交換',
      ssk_buy: 'SSK 購入',
      ssk_sell: 'SSK 売却',
      nft_buy: 'NFT 購入',
      reward: '報酬',
      pledge_lock: 'AIクオンツ ステーキング',
      pledge_yield: 'AIクオンツ収益',
      pledge_release: 'AIクオンツ元本返還',
      commission: '紹介コミッション',
      coinmix_in: 'クオンツウォレットへ振替',
      coinmix_out: 'クオンツウォレットから振替',
      coinmix_yield: 'クオンツウォレット収益',
      transferIn: '振替入金',
      transferOut: '振替出金',
      other: 'その他',
    },
  },
};
