import type { PlaceholderMessages } from './zh-Hans.ts';

export const placeholderEn: PlaceholderMessages = {
  notAvailable: {
    title: 'Not available yet',
    text: 'This feature is being built. Please check back soon.',
    home: 'Back to home',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page does not exist or has been removed.',
    home: 'Back to home',
  },
};
