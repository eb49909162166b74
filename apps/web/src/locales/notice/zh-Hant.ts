import type { NoticeMessages } from './zh-Hans.ts';

export const noticeZhHant: NoticeMessages = {
  notice: {
    important: '重要',
    notFound: '公告不存在或已下線',
    viewDetail: '查看詳情',
    gotIt: '我知道了',
  },
};
