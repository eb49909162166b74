import type { PlaceholderMessages } from './zh-Hans.ts';

export const placeholderJa: PlaceholderMessages = {
  notAvailable: {
    title: '準備中',
    text: 'この機能は現在準備中です。もうしばらくお待ちください。',
    home: 'ホームへ戻る',
  },
  notFound: {
    title: 'ページが見つかりません',
    text: 'お探しのページは存在しないか、削除されました。',
    home: 'ホームへ戻る',
  },
};
