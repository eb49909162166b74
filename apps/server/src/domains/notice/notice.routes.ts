import { api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import type { NoticeService } from './notice.service.ts';

/** Announcements for signed-in users, in the request's language (zh-Hans where a notice lacks it). */
export function noticeRoutes(notices: NoticeService): FastifyPluginAsync {
  const calls = api.notice;
  return async (app) => {
    serve(app, calls.list, async (req) => notices.list(req.lang, req.query.page, req.query.limit));
    serve(app, calls.detail, async (req) => notices.detail(req.query.id, req.lang));
    serve(app, calls.popup, async (req) => notices.popup(req.user, req.lang));
    serve(app, calls.popupSeen, async (req) => notices.markSeen(req.user.id, req.query.id));
  };
}
