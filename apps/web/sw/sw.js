/**
 * The web app's service worker, so the installed app opens without a network: it keeps the app shell
 * (index.html and every built asset, listed by the build in SHELL) and answers
 * - page navigations network-first, falling back to the cached shell (the app then shows "offline");
 * - built assets (content-hashed, never change) from the cache first;
 * - anything else, and always /api, /admin-api, /uploads and the console, from the network only: data
 *   is never kept here, so a signed-out or other user never sees someone's cached answers.
 * The build (../sw-plugin.ts) prepends `const SHELL = { version, files }`; a new build is a new version,
 * whose install caches the new shell and whose activation drops the old one.
 */
/* global SHELL */
const CACHE = `mcc-shell-${SHELL.version}`;
const SHELL_PAGE = '/index.html';
const NEVER = /^\/(api|admin-api|uploads|admin|docs|test-api)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('mcc-shell-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(SHELL_PAGE, { cacheName: CACHE })));
    return;
  }
  if (SHELL.files.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
  }
});
