/**
 * Registers the service worker (apps/web/sw/sw.js, emitted by the build) so the installed app opens
 * offline to its shell. Production builds only: in development Vite serves modules the worker does not
 * know, and a worker left from an earlier build would answer with stale files.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded: installing fetches the whole shell, which must not compete with the first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });
  });
}
