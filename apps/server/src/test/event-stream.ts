/**
 * An open server-sent event stream read through real HTTP, as the web app reads it (fetch with the
 * token header): `until` reads until a condition holds, `events` parses the data of the `event` frames.
 */
export async function openEventStream(url: string, token: string, event: string, lastEventId?: number) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { token, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
    signal: controller.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** Reads until `done(text)` holds (or fails the test after 5 s). */
  async function until(done: (text: string) => boolean) {
    const deadline = Date.now() + 5_000;
    while (!done(text)) {
      if (Date.now() > deadline) throw new Error(`stream did not deliver in time; got:\n${text}`);
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error(`stream ended; got:\n${text}`);
      text += decoder.decode(value, { stream: true });
    }
    return text;
  }
  const events = () =>
    text
      .split('\n\n')
      .filter((f) => f.includes(`event: ${event}`))
      .map((f) =>
        JSON.parse(
          f
            .split('\n')
            .find((l) => l.startsWith('data: '))
            ?.slice(6) ?? 'null',
        ),
      );
  return { res, until, events, close: () => controller.abort() };
}
