import { csvExport, routes } from './define.ts';

/** Announcements for signed-in users, in the request's language (zh-Hans where a notice lacks it). */
const notice = routes('notice', {
  list: { method: 'GET', path: '/api/index/notice', auth: 'user', query: 'pageQuery', answer: 'noticeList' },
  detail: {
    method: 'GET',
    path: '/api/index/detail',
    auth: 'user',
    query: 'idQuery',
    answer: 'noticeDetail',
  },
  popup: { method: 'GET', path: '/api/index/popup', auth: 'user', answer: 'noticePopup' },
  // A GET like the spec's `/api/order/readTips?id` (see docs/decisions.md, "Notices").
  popupSeen: {
    method: 'GET',
    path: '/api/index/popupSeen',
    auth: 'user',
    query: 'idQuery',
    answer: 'nothing',
  },
});

const noticeList = {
  method: 'GET',
  path: '/admin-api/notices',
  auth: 'operator',
  permission: 'content.write',
  query: 'adminNoticeQuery',
  answer: 'adminNoticeList',
} as const;

/** Notices in the console; reads and writes need `content.write`, every write is audited. */
const notices = routes('admin: notices', {
  list: noticeList,
  export: csvExport(noticeList, 'adminNoticeExportQuery'),
  get: {
    method: 'GET',
    path: '/admin-api/notices/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'idQuery',
    answer: 'adminNotice',
  },
  create: {
    method: 'POST',
    path: '/admin-api/notices',
    auth: 'operator',
    permission: 'content.write',
    body: 'noticeCreateBody',
    answer: 'adminNotice',
  },
  update: {
    method: 'POST',
    path: '/admin-api/notices/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'idQuery',
    body: 'noticeUpdateBody',
    answer: 'adminNotice',
  },
  remove: {
    method: 'POST',
    path: '/admin-api/notices/:id/delete',
    auth: 'operator',
    permission: 'content.write',
    params: 'idQuery',
    answer: 'nothing',
  },
  bulkVisibility: {
    method: 'POST',
    path: '/admin-api/notices/bulk-visibility',
    auth: 'operator',
    permission: 'content.write',
    body: 'bulkVisibilityBody',
    answer: 'bulkResult',
    description:
      'Publishes (`hidden: false`) or unpublishes up to 100 notices, each in its own transaction and audited as a single edit; the answer says what came of each.',
  },
});

/** Home-page banners in the console: `content.write`, every write audited. */
const banners = routes('admin: banners', {
  list: {
    method: 'GET',
    path: '/admin-api/banners',
    auth: 'operator',
    permission: 'content.write',
    answer: 'bannerList',
  },
  create: {
    method: 'POST',
    path: '/admin-api/banners',
    auth: 'operator',
    permission: 'content.write',
    body: 'bannerCreateBody',
    answer: 'banner',
  },
  update: {
    method: 'POST',
    path: '/admin-api/banners/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'idQuery',
    body: 'bannerUpdateBody',
    answer: 'banner',
  },
  remove: {
    method: 'POST',
    path: '/admin-api/banners/:id/delete',
    auth: 'operator',
    permission: 'content.write',
    params: 'idQuery',
    answer: 'nothing',
  },
});

export const api = { notice };
export const adminApi = { notices, banners };
