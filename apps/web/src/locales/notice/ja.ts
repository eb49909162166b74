import type { NoticeMessages } from './zh-Hans.ts';

export const noticeJa: NoticeMessages = {
  notice: {
    important: '重要',
    notFound: 'このお知らせは存在しないか、公開が終了しました',
    viewDetail: '詳細を見る',
    gotIt: '確認しました',
  },
};
