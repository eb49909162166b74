import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedChain } from './tron-blocks.ts';

/**
 * A TRON node's HTTP API answering from recorded blocks, up to the head it is told (past it: `{}` for a
 * block, `[]` for its infos, as java-tron answers), switched to another chain at will (a
 * reorganisation); it can fail as nodes do, and keeps the API key of each call.
 */
export interface TronNode {
  url: string;
  /** Show `chain` up to `head`; `infosFrom` answers the blocks' infos from another chain (a node that changed between two calls). */
  show(chain: RecordedChain, head: number, infosFrom?: RecordedChain): void;
  /**
   * How every call fails: an HTTP 503, java-tron's HTTP 200 with `{"Error": …}` (a failure it caught),
   * or no answer at all; `none`: the recorded answers.
   */
  fault: 'none' | 'http' | 'caught' | 'silent';
  /** The `TRON-PRO-API-KEY` of each call, and its path. */
  calls: { path: string; key: string | undefined }[];
  close(): Promise<void>;
}

const DECIMALS = {
  result: { result: true },
  energy_used: 222,
  constant_result: ['6'.padStart(64, '0')],
  transaction: { ret: [{}], visible: true, txID: 'f1e2d3c4', raw_data: {} },
};

export async function startTronNode(chain: RecordedChain, head: number): Promise<TronNode> {
  let shown = { chain, head, infos: chain };
  const at = (height: number) => (height <= shown.head ? shown.chain.get(height) : undefined);

  function answer(path: string, body: Record<string, unknown>): unknown {
    switch (path) {
      case '/wallet/getnowblock':
        return at(shown.head)?.block ?? {};
      case '/wallet/getblockbynum':
        return at(Number(body.num))?.block ?? {};
      case '/wallet/getblock': {
        const block = at(Number(body.id_or_num))?.block;
        if (!block) return {};
        return body.detail ? block : { blockID: block.blockID, block_header: block.block_header };
      }
      case '/wallet/gettransactioninfobyblocknum': {
        const height = Number(body.num);
        return height <= shown.head ? (shown.infos.get(height)?.infos ?? []) : [];
      }
      case '/wallet/triggerconstantcontract':
        return DECIMALS;
      default:
        return undefined;
    }
  }

  const node: TronNode = {
    url: '',
    show: (next, nextHead, infosFrom = next) => {
      shown = { chain: next, head: nextHead, infos: infosFrom };
    },
    fault: 'none',
    calls: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const path = req.url ?? '';
      node.calls.push({ path, key: req.headers['tron-pro-api-key'] as string | undefined });
      if (node.fault === 'silent') return;
      const found = node.fault === 'none' ? answer(path, JSON.parse(text || '{}')) : undefined;
      const status = node.fault === 'http' ? 503 : found === undefined && node.fault === 'none' ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ?? { Error: 'class java.lang.NullPointerException : null' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return node;
}
