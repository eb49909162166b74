import type { OnboardingMessages } from './zh-Hans.ts';

export const onboardingZhHant: OnboardingMessages = {
  onboarding: {
    payPasswordTitle: '設定支付密碼',
    payPasswordText: '轉帳、提幣和質押都需要支付密碼。現在就設定嗎？',
    setNow: '現在設定',
    later: '稍後',
    tourStep: '{{step}} / {{total}}',
    tourNext: '下一步',
    tourSkip: '略過',
    tourDone: '開始使用',
    tour: {
      pledge: '選擇一款 AI 量化產品，質押 USDT，每天領取收益。',
      nft: '在這裡購買、收藏和拍賣 NFT，開啟盲盒。',
      market: '查看 MCC 的最新行情與價格走勢。',
      me: '錢包、團隊、推廣、公告和設定都在「我的」裡。',
    },
  },
};
