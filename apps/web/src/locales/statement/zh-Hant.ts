import type { StatementMessages } from './zh-Hans.ts';

export const statementZhHant: StatementMessages = {
  statement: {
    title: '資金明細',
    balanceAfter: '餘額',
    counterparty: '對方',
    reference: '單號',
    refTypes: {
      transfer: '轉賬',
      withdrawal: '提現',
      recharge: '充值',
      pledge_order: 'AI量化訂單',
      nft_order: 'NFT 訂單',
    },
    codes: {
      deposit: '充值',
      withdraw: '提現',
      fee: '手續費',
      adjustment: '系統調整',
      refund: '退款',
      exchange: '兌換',
      ssk_buy: '購買 SSK',
      ssk_sell: '出售 SSK',
      nft_buy: '購買 NFT',
      reward: '獎勵',
      pledge_lock: 'AI量化質押',
      pledge_yield: 'AI量化收益',
      pledge_release: 'AI量化本金返還',
      commission: '推廣佣金',
      coinmix_in: '量化錢包轉入',
      coinmix_out: '量化錢包轉出',
      coinmix_yield: '量化錢包收益',
      transferIn: '轉帳轉入',
      transferOut: '轉帳轉出',
      other: '其他',
    },
  },
};
