import { TextDecoderStream } from 'node:stream/web';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventParser, followEventStream, type StreamEvent } from './event-stream.ts';

function parseAll(chunks: string[]) {
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const feed = createEventParser(
    (e) => events.push(e),
    (ms) => retries.push(ms),
  );
  for (const c of chunks) feed(c);
  return { events, retries };
}

describe('createEventParser', () => {
  it('reads named events with ids, skips comments, and honours retry', () => {
    const { events, retries } = parseAll([
      'retry: 3000\n\n: ping\n\n',
      'event: price\nid: 7\ndata: {"price":"1.5"}\n\n',
    ]);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([{ event: 'price', data: '{"price":"1.5"}', lastEventId: '7' }]);
  });

  it('joins an event split anywhere across chunks, with CRLF or CR line ends', () => {
    const text = 'event: price\r\nid: 8\r\ndata: a\r\ndata: b\r\n\r\nid: 9\rdata: c\r\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      const { events } = parseAll([text.slice(0, cut), text.slice(cut)]);
      expect(events, `cut at ${cut}`).toEqual([
        { event: 'price', data: 'a\nb', lastEventId: '8' },
        { event: 'message', data: 'c', lastEventId: '9' },
      ]);
    }
  });

  it('keeps the last id for events without one and ignores an event with no data', () => {
    const { events } = parseAll(['id: 3\nevent: price\n\ndata: x\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'x', lastEventId: '3' }]);
  });
});

describe('followEventStream', () => {
  // Browsers have it; the test's DOM (jsdom in a VM context, vitest.config.ts) does not.
  beforeAll(() => {
    if (typeof globalThis.TextDecoderStream === 'undefined')
      vi.stubGlobal('TextDecoderStream', TextDecoderStream);
  });

  it('reconnects after the stream ends, sending Last-Event-ID, and stops when told', async () => {
    const seen: (string | undefined)[] = [];
    const events: string[] = [];
    const bodies = ['retry: 1\nid: 4\ndata: first\n\n', 'id: 5\ndata: second\n\n'];
    let stop = () => {};
    await new Promise<void>((done) => {
      stop = followEventStream({
        url: '/stream',
        headers: () => ({ token: 't' }),
        onEvent: (e) => {
          events.push(e.data);
          if (events.length === 2) done();
        },
        fetch: async (_url, init) => {
          seen.push((init?.headers as Record<string, string> | undefined)?.['last-event-id']);
          return new Response(bodies.shift() ?? '', { status: 200 });
        },
      });
    });
    stop();
    expect(events).toEqual(['first', 'second']);
    expect(seen).toEqual([undefined, '4']);
  });

  it('gives up on a refusal (401) and says so', async () => {
    const status = await new Promise<number>((done) => {
      followEventStream({
        url: '/stream',
        headers: () => ({}),
        onEvent: () => {},
        onRefused: done,
        fetch: async () => new Response('{}', { status: 401 }),
      });
    });
    expect(status).toBe(401);
  });
});
