/**
 * The invite link as people should open it: on the server's PUBLIC_URL when the operator set one, else
 * on the address this browser reached the app at (the server's default `http://localhost:PORT` cannot
 * be opened from a phone that scans the poster). The server's link gives the path and invite code.
 */
export function inviteLink(serverLink: string, publicUrl: string | null | undefined, origin: string): string {
  let url: URL;
  try {
    url = new URL(serverLink);
  } catch {
    return serverLink;
  }
  const base = (publicUrl || origin).replace(/\/$/, '');
  return base + url.pathname + url.search;
}
