import type { Route } from './define.ts';

/**
 * Where a call goes and what it carries: the route's `:name` segments filled from the input (encoded),
 * the rest of the input as the query (GET) or the JSON body (POST). Shared by the web app's and the
 * console's clients.
 */
export function addressOf(route: Route, input: object = {}): { url: string; data: Record<string, unknown> } {
  const data: Record<string, unknown> = { ...input };
  const url = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = data[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: no ${name}`);
    delete data[name];
    return encodeURIComponent(String(value));
  });
  return { url, data };
}
