/**
 * The first-run texts (payment-password prompt, tour of the tabs) in Simplified Chinese. They load with
 * the onboarding layer, only for a user who has just registered: see ../lazy.ts. Every other language
 * has exactly these keys.
 */
export const onboardingZhHans = {
  onboarding: {
    payPasswordTitle: '设置支付密码',
    payPasswordText: '转账、提币和质押都需要支付密码。现在就设置吗？',
    setNow: '现在设置',
    later: '稍后',
    tourStep: '{{step}} / {{total}}',
    tourNext: '下一步',
    tourSkip: '跳过',
    tourDone: '开始使用',
    tour: {
      pledge: '选择一款 AI 量化产品，质押 USDT，每天领取收益。',
      nft: '在这里购买、收藏和拍卖 NFT，开启盲盒。',
      market: '查看 MCC 的最新行情与价格走势。',
      me: '钱包、团队、推广、公告和设置都在“我的”里。',
    },
  },
};

export type OnboardingMessages = typeof onboardingZhHans;
