/**
 * Server-sent events read with `fetch` instead of `EventSource`, which cannot send the `token` header
 * every call of this app carries (a token in the URL would land in access logs). The parser follows
 * the format's line rules; `followEventStream` reconnects after the server's `retry` (or when the
 * stream ends) and resumes with `Last-Event-ID`, as `EventSource` would.
 */

export interface StreamEvent {
  /** The event's name (`message` when the server named none). */
  event: string;
  data: string;
  /** The last `id:` seen so far, for `Last-Event-ID`. */
  lastEventId: string;
}

/**
 * A parser fed the stream's text in chunks of any size: it calls `onEvent` at each blank line that ends
 * an event with data, and `onRetry` when the server sets the reconnection time.
 */
export function createEventParser(onEvent: (e: StreamEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let lastEventId = '';

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), lastEventId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment: the server's heartbeat
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return (chunk: string) => {
    buffer += chunk;
    // A line ends at CRLF, LF or CR; a CR at the very end may be the first half of a CRLF.
    const lines = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

export interface FollowOptions {
  url: string;
  /** Headers of each (re)connection: asked anew, so a token that changed is sent. */
  headers: () => Record<string, string>;
  onEvent: (e: StreamEvent) => void;
  /** The stream answered something other than 200: a 401 or a refusal ends following. */
  onRefused?: (status: number) => void;
  fetch?: typeof fetch;
  /** Before the server says otherwise. */
  retryMs?: number;
}

/** Follows a stream until the returned function is called; reconnects after a drop. */
export function followEventStream(options: FollowOptions): () => void {
  const abort = new AbortController();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let retryMs = options.retryMs ?? 3000;
  let lastEventId = '';

  const connectOnce = async () => {
    const headers: Record<string, string> = { ...options.headers(), accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const res = await doFetch(options.url, { headers, signal: abort.signal, cache: 'no-store' });
    if (res.status !== 200 || !res.body) {
      options.onRefused?.(res.status);
      return false;
    }
    const parse = createEventParser(
      (e) => {
        lastEventId = e.lastEventId;
        options.onEvent(e);
      },
      (ms) => {
        retryMs = ms;
      },
    );
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      parse(value);
    }
  };

  void (async () => {
    while (!abort.signal.aborted) {
      try {
        if (!(await connectOnce())) return;
      } catch {
        // Dropped (network, server restart) or stopped: try again unless stopped.
      }
      if (abort.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();
  return () => abort.abort();
}
