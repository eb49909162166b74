/** Uploaded files come back as `/uploads/…`; when the API lives on another host they must point there. */
export function assetUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (url.startsWith('/')) return ((import.meta.env.VITE_API_BASE as string | undefined) ?? '') + url;
  return url;
}
