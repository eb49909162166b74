import { type AnswerOf, api, type BodyOf, type Language, type QueryOf } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../lib/serve.ts';

type Calls = typeof api.nftOrders;

/**
 * The order calls, of a series or of a listing, as nft.service.ts composes them from the sale, resale
 * and the catalogue (the order answered as its caller sees it).
 */
export interface OrderCalls {
  add(userId: number, input: BodyOf<Calls['add']>, lang: Language): Promise<AnswerOf<Calls['add']>>;
  pay(userId: number, input: BodyOf<Calls['pay']>, lang: Language): Promise<AnswerOf<Calls['pay']>>;
  cancel(userId: number, id: number, lang: Language): Promise<AnswerOf<Calls['cancel']>>;
  orders(userId: number, query: QueryOf<Calls['list']>, lang: Language): Promise<AnswerOf<Calls['list']>>;
  order(userId: number, id: number, lang: Language): Promise<AnswerOf<Calls['detail']>>;
  tips(userId: number, lang: Language): Promise<AnswerOf<Calls['tips']>>;
  readTip(userId: number, id: number): Promise<AnswerOf<Calls['readTip']>>;
}

/**
 * Orders for signed-in users, of a series (primary sale) or of a listing (resale), and the order
 * notifications. Ordering and paying honour Idempotency-Key.
 */
export function saleRoutes(orders: OrderCalls): FastifyPluginAsync {
  const calls = api.nftOrders;
  return async (app) => {
    serve(app, calls.add, async (req) => orders.add(req.user.id, req.body, req.lang));
    serve(app, calls.pay, async (req) => orders.pay(req.user.id, req.body, req.lang));
    serve(app, calls.cancel, async (req) => orders.cancel(req.user.id, req.body.id, req.lang));
    serve(app, calls.list, async (req) => orders.orders(req.user.id, req.query, req.lang));
    serve(app, calls.detail, async (req) => orders.order(req.user.id, req.query.id, req.lang));
    serve(app, calls.tips, async (req) => orders.tips(req.user.id, req.lang));
    serve(app, calls.readTip, async (req) => orders.readTip(req.user.id, req.query.id));
  };
}
