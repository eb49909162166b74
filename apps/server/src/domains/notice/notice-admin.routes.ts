import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../lib/csv-export.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import { decideEach } from '../admin/operator-keys.service.ts';
import type { BannerService } from './banner.service.ts';
import type { NoticeService } from './notice.service.ts';

/** Notices and banners in the console; every write is audited. */
export function noticeAdminRoutes(notices: NoticeService, banners: BannerService): FastifyPluginAsync {
  return async (app) => {
    const notice = adminApi.notices;
    serve(app, notice.list, async (req) => notices.adminList(req.query));
    serveExport(app, notice.export, notices.adminExport);
    serve(app, notice.get, async (req) => notices.adminGet(req.params.id));
    serve(app, notice.create, async (req) => notices.create(req.body, actorOf(req)));
    serve(app, notice.update, async (req) => notices.update(req.params.id, req.body, actorOf(req)));
    serve(app, notice.remove, async (req) => notices.remove(req.params.id, actorOf(req)));
    // Publishing or unpublishing many: each notice its own edit (and audit row), as one at a time.
    serve(app, notice.bulkVisibility, async (req) =>
      decideEach(req.body.ids, (id) => notices.update(id, { hidden: req.body.hidden }, actorOf(req)), req),
    );

    const banner = adminApi.banners;
    serve(app, banner.list, async () => banners.list());
    serve(app, banner.create, async (req) => banners.create(req.body, actorOf(req)));
    serve(app, banner.update, async (req) => banners.update(req.params.id, req.body, actorOf(req)));
    serve(app, banner.remove, async (req) => banners.remove(req.params.id, actorOf(req)));
  };
}
