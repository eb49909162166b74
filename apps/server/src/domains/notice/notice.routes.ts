import { envelope, idQuery, nothing, noticeDetail, noticeList, noticePopup, pageQuery } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { NoticeService } from './notice.service.ts';

/** Announcements for signed-in users, in the request's language (zh-Hans where a notice lacks it). */
export function noticeRoutes(auth: AuthService, notices: NoticeService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    const tags = ['notice'];

    app.get(
      '/api/index/notice',
      { ...signedIn, schema: { tags, querystring: pageQuery, response: { 200: envelope(noticeList) } } },
      async (req) => ok(await notices.list(req.lang, req.query.page, req.query.limit)),
    );
    app.get(
      '/api/index/detail',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(noticeDetail) } } },
      async (req) => ok(await notices.detail(req.query.id, req.lang)),
    );
    app.get(
      '/api/index/popup',
      { ...signedIn, schema: { tags, response: { 200: envelope(noticePopup) } } },
      async (req) => ok(await notices.popup(req.user, req.lang)),
    );
    // A GET like the spec's `/api/order/readTips?id` (see docs/decisions.md, "Notices").
    app.get(
      '/api/index/popupSeen',
      { ...signedIn, schema: { tags, querystring: idQuery, response: { 200: envelope(nothing) } } },
      async (req) => ok(await notices.markSeen(req.user.id, req.query.id)),
    );
  };
}
