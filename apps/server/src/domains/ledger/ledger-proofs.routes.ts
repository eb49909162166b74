import { adminApi, api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../admin/admin-auth.ts';
import type { LedgerDigests } from './ledger-digests.ts';
import type { LedgerVerifications } from './ledger-verifications.ts';

/** The verifiable ledger's public and user calls: digests, signing keys, a user's own proof. */
export function ledgerProofRoutes(digests: LedgerDigests): FastifyPluginAsync {
  const calls = api.ledgerProofs;
  return async (app) => {
    serve(app, calls.digests, async (req) => digests.list(req.query));
    serve(app, calls.key, async () => digests.keys());
    serve(app, calls.proof, async (req) => digests.proof(req.user.id, req.query.day, req.query.asset));
  };
}

/** The console's chain: its state, the digests, signing the closed day, and the verifications. */
export function ledgerChainAdminRoutes(deps: {
  digests: LedgerDigests;
  verifications: LedgerVerifications;
}): FastifyPluginAsync {
  const { digests, verifications } = deps;
  const calls = adminApi.ledgerChain;
  return async (app) => {
    serve(app, calls.state, async () => {
      const [size, key, last, runs] = await Promise.all([
        verifications.chainSize(),
        digests.keys(),
        digests.list({ limit: 1 }),
        verifications.list({ limit: 1 }),
      ]);
      return {
        ...size,
        publicKey: key.keys.find((k) => k.current)?.publicKey ?? '',
        lastDigest: last.list[0] ?? null,
        lastVerification: runs[0] ?? null,
      };
    });
    serve(app, calls.digests, async (req) => digests.list(req.query));
    serve(app, calls.signDigest, async (req) => (await digests.signClosedDay(actorOf(req))).digest);
    serve(app, calls.verifications, async () => ({ list: await verifications.list() }));
    serve(app, calls.verifyChain, async (req) => {
      const { run } = await verifications.start(actorOf(req));
      const [shown] = await verifications.list({ id: run.id });
      if (!shown) throw new Error(`verification ${run.id} is not listed`);
      return shown;
    });
  };
}
