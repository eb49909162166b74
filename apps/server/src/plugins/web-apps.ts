import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_DIST = path.resolve(here, '../../../web/dist');
/** The operators' console (apps/admin), served under `/admin/`. */
export const ADMIN_DIST = path.resolve(here, '../../../admin/dist');
/** Paths the web app's history fallback never answers. */
const NON_PAGE_PREFIXES = ['/api/', '/admin-api/', '/uploads/', '/docs'];

/**
 * Serves the built web app at `/` and the admin console at `/admin/`, answering any unknown page path
 * with the matching index.html (both use history mode).
 */
export function registerWebApps(app: FastifyInstance, dist = WEB_DIST, adminDist = ADMIN_DIST) {
  const index = path.join(dist, 'index.html');
  const built = fs.existsSync(index);
  const adminIndex = path.join(adminDist, 'index.html');
  const adminBuilt = fs.existsSync(adminIndex);
  if (adminBuilt)
    app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
    });
  // preCompressed: the web build writes .br/.gz beside each asset; clients that accept them get those.
  if (built)
    app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => reply.header('cache-control', webCacheControl(path.relative(dist, file))),
    });
  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && isPagePath(req.url, req.headers.accept);
    const isAdminPage = isPage && (req.url === '/admin' || /^\/admin[/?]/.test(req.url));
    if (isAdminPage && adminBuilt)
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.readFileSync(adminIndex));
    if (isAdminPage) {
      return reply
        .type('text/html')
        .send(
          '<!doctype html><meta charset="utf-8"><title>MCC Admin</title><p>The admin console is not built: run <code>npm run build -w @mcc/admin</code>.</p>',
        );
    }
    if (isPage && built)
      return reply.type('text/html').header('cache-control', 'no-cache').send(webIndex(dist, req.url));
    if (isPage) {
      return reply
        .type('text/html')
        .send(
          '<!doctype html><meta charset="utf-8"><title>MCC</title><p>The web app is not built: run <code>npm run build</code>.</p>',
        );
    }
    return sendNotFound(req, reply);
  });
}

/**
 * The web app's index.html for a page address, with a `modulepreload` link per chunk of that route's
 * page (dist/route-preloads.json, written by the web build): the browser fetches them beside the entry
 * chunk instead of after running it. Read on each answer, like index.html, so a new build needs no restart.
 */
export function webIndex(dist: string, url: string): string {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloadsFile = path.join(dist, 'route-preloads.json');
  // A build made without the post-build step names nothing.
  if (!fs.existsSync(preloadsFile)) return html;
  const preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  const route = (url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
  const files = Object.hasOwn(preloads, route) ? (preloads[route] ?? []) : [];
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * How long a browser may keep a file of the web build (`file` relative to dist, possibly a `.br`/`.gz`
 * twin): the content-hashed assets forever; the service worker and the manifest revalidated on every
 * load, or a new release would wait for a stale worker to expire; the rest (icons) a day.
 */
export function webCacheControl(file: string): string {
  const name = file.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  if (name.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (name === 'sw.js' || name === 'manifest.webmanifest' || name === 'index.html') return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Whether a path that matched no file is a page of one of the apps, answered with its index.html for any
 * client (browsers, curl, link previews, health checkers). Calls, uploads and the reference never are,
 * however the URL spells them; a missing file (a name with an extension, such as an old asset) is a 404
 * unless a browser asks for a page, so a script tag never receives HTML.
 */
export function isPagePath(url: string, accept: string | undefined): boolean {
  let path = url.split('?')[0] ?? '/';
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  if (NON_PAGE_PREFIXES.some((p) => path.startsWith(p) || `${path}/` === p)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (accept ?? '').includes('text/html');
}
