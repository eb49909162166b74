import {
  adminNotice,
  adminNoticeList,
  banner,
  bannerCreateBody,
  bannerList,
  bannerUpdateBody,
  envelope,
  idQuery,
  nothing,
  noticeCreateBody,
  noticeUpdateBody,
  pageQuery,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { actorOf, requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { BannerService } from './banner.service.ts';
import type { NoticeService } from './notice.service.ts';

/** Notices and banners in the admin API; reads and writes need `content.write`, every write is audited. */
export function noticeAdminRoutes(
  operators: OperatorService,
  notices: NoticeService,
  banners: BannerService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const content = { preParsing: requireOperator(operators, 'content.write') };
    const params = idQuery;

    {
      const tags = ['admin: notices'];
      app.get(
        '/admin-api/notices',
        {
          ...content,
          schema: { tags, querystring: pageQuery, response: { 200: envelope(adminNoticeList) } },
        },
        async (req) => ok(await notices.adminList(req.query.page, req.query.limit)),
      );
      app.get(
        '/admin-api/notices/:id',
        { ...content, schema: { tags, params, response: { 200: envelope(adminNotice) } } },
        async (req) => ok(await notices.adminGet(req.params.id)),
      );
      app.post(
        '/admin-api/notices',
        { ...content, schema: { tags, body: noticeCreateBody, response: { 200: envelope(adminNotice) } } },
        async (req) => ok(await notices.create(req.body, actorOf(req))),
      );
      app.post(
        '/admin-api/notices/:id',
        {
          ...content,
          schema: { tags, params, body: noticeUpdateBody, response: { 200: envelope(adminNotice) } },
        },
        async (req) => ok(await notices.update(req.params.id, req.body, actorOf(req))),
      );
      app.post(
        '/admin-api/notices/:id/delete',
        { ...content, schema: { tags, params, response: { 200: envelope(nothing) } } },
        async (req) => ok(await notices.remove(req.params.id, actorOf(req))),
      );
    }

    {
      const tags = ['admin: banners'];
      app.get(
        '/admin-api/banners',
        { ...content, schema: { tags, response: { 200: envelope(bannerList) } } },
        async () => ok(await banners.list()),
      );
      app.post(
        '/admin-api/banners',
        { ...content, schema: { tags, body: bannerCreateBody, response: { 200: envelope(banner) } } },
        async (req) => ok(await banners.create(req.body, actorOf(req))),
      );
      app.post(
        '/admin-api/banners/:id',
        { ...content, schema: { tags, params, body: bannerUpdateBody, response: { 200: envelope(banner) } } },
        async (req) => ok(await banners.update(req.params.id, req.body, actorOf(req))),
      );
      app.post(
        '/admin-api/banners/:id/delete',
        { ...content, schema: { tags, params, response: { 200: envelope(nothing) } } },
        async (req) => ok(await banners.remove(req.params.id, actorOf(req))),
      );
    }
  };
}
