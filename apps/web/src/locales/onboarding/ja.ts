import type { OnboardingMessages } from './zh-Hans.ts';

export const onboardingJa: OnboardingMessages = {
  onboarding: {
    payPasswordTitle: '支払いパスワードの設定',
    payPasswordText: '送金・出金・ステーキングには支払いパスワードが必要です。今すぐ設定しますか？',
    setNow: '今すぐ設定',
    later: '後で',
    tourStep: '{{step}} / {{total}}',
    tourNext: '次へ',
    tourSkip: 'スキップ',
    tourDone: 'はじめる',
    tour: {
      pledge: 'AIクオンツ商品を選んで USDT をステーキングすると、毎日収益を受け取れます。',
      nft: 'NFT の購入・コレクション・オークション、ブラインドボックスはこちら。',
      market: 'MCC の最新相場と値動きを確認できます。',
      me: 'ウォレット、チーム、友達招待、お知らせ、設定は「マイページ」にあります。',
    },
  },
};
