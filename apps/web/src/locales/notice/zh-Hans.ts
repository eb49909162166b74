/**
 * The notices' texts in Simplified Chinese. They load with the notice pages and the notice dialog, not
 * with the app: see ../lazy.ts. Every other language has exactly these keys.
 */
export const noticeZhHans = {
  notice: {
    important: '重要',
    notFound: '公告不存在或已下线',
    viewDetail: '查看详情',
    gotIt: '我知道了',
  },
};

export type NoticeMessages = typeof noticeZhHans;
