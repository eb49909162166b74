import type { TransferCode } from '@mcc/contract';

/**
 * Every ledger code but `transfer`, which reads "in" or "out" by the amount's sign; a code added to
 * the contract does not compile here until it is worded (and then in every language: they share the type).
 */
type CodeTexts = Record<Exclude<TransferCode, 'transfer'>, string> & {
  transferIn: string;
  transferOut: string;
  other: string;
} & Record<string, string>;

/**
 * The statement's texts (line labels by ledger code) in Simplified Chinese. They load with the
 * statement lines, not with the app: see ../lazy.ts. Every other language has exactly these keys.
 */
export const statementZhHans = {
  statement: {
    title: '资金明细',
    balanceAfter: '余额',
    counterparty: '对方',
    reference: '单号',
    refTypes: {
      transfer: '转账',
      withdrawal: '提币',
      recharge: '充值',
      pledge_order: 'AI量化订单',
      nft_order: 'NFT 订单',
    },
    codes: {
      deposit: '充值',
      withdraw: '提币',
      fee: '手续费',
      adjustment: '系统调整',
      refund: '退款',
      exchange: '兑换',
      ssk_buy: '购买 SSK',
      ssk_sell: '出售 SSK',
      nft_buy: '购买 NFT',
      nft_resale_fee: '转售手续费',
      box_open: '开盲盒',
      nft_synthesis_fee: '合成手续费',
      bid_hold: '拍卖出价',
      auction_sale: '拍卖成交',
      auction_fee: '拍卖手续费',
      reward: '奖励',
      pledge_lock: 'AI量化质押',
      pledge_yield: 'AI量化收益',
      pledge_release: 'AI量化本金返还',
      commission: '推广佣金',
      coinmix_in: '量化钱包转入',
      coinmix_out: '量化钱包转出',
      coinmix_yield: '量化钱包收益',
      transferIn: '转账转入',
      transferOut: '转账转出',
      other: '其他',
    } satisfies CodeTexts,
  },
};

export type StatementMessages = typeof statementZhHans;
