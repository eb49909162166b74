import { defineDomain } from '../../lib/domain.ts';
import { type BannerService, createBannerService } from './banner.service.ts';
import { noticeRoutes } from './notice.routes.ts';
import { createNoticeService, type NoticeService } from './notice.service.ts';
import { noticeAdminRoutes } from './notice-admin.routes.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    notices: NoticeService;
    banners: BannerService;
  }
}

/** Notices, the pop-up and banners, written in the console. */
export const noticeDomain = defineDomain({
  name: 'notice',
  services: {
    notices: (c) => createNoticeService({ db: c.db, clock: c.clock, audit: c.audit }),
    banners: (c) => createBannerService({ db: c.db, clock: c.clock, audit: c.audit }),
  },
  routes: (c) => [noticeRoutes(c.notices), noticeAdminRoutes(c.notices, c.banners)],
});
