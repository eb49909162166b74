import type { OnboardingMessages } from './zh-Hans.ts';

export const onboardingEn: OnboardingMessages = {
  onboarding: {
    payPasswordTitle: 'Set a payment password',
    payPasswordText: 'Transfers, withdrawals and staking need a payment password. Set it now?',
    setNow: 'Set now',
    later: 'Later',
    tourStep: '{{step}} / {{total}}',
    tourNext: 'Next',
    tourSkip: 'Skip',
    tourDone: 'Get started',
    tour: {
      pledge: 'Pick an AI quant product, stake USDT and collect earnings every day.',
      nft: 'Buy, collect and auction NFTs here, and open blind boxes.',
      market: 'Follow the latest MCC prices and trends.',
      me: 'Your wallet, team, invites, notices and settings live under Me.',
    },
  },
};
