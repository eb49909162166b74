import type { NoticeMessages } from './zh-Hans.ts';

export const noticeEn: NoticeMessages = {
  notice: {
    important: 'Important',
    notFound: 'This notice does not exist or was taken down',
    viewDetail: 'View details',
    gotIt: 'Got it',
  },
};
