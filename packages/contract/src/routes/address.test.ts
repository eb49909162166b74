import { describe, expect, it } from 'vitest';
import { addressOf } from './address.ts';
import { routes } from './define.ts';

const table = routes('test', {
  approve: { method: 'POST', path: '/admin-api/recharges/:id/approve', auth: 'operator', answer: 'recharge' },
  list: { method: 'GET', path: '/api/pledge/order', auth: 'user', answer: 'pledgeOrderList' },
});

describe('addressOf', () => {
  it('fills path segments from the input and leaves the rest as data', () => {
    expect(addressOf(table.approve, { id: 7, reason: 'x' })).toEqual({
      url: '/admin-api/recharges/7/approve',
      data: { reason: 'x' },
    });
  });

  it('encodes a segment so it cannot reach another path', () => {
    expect(addressOf(table.approve, { id: '../users' }).url).toBe('/admin-api/recharges/..%2Fusers/approve');
  });

  it('refuses a call without a path segment it needs', () => {
    expect(() => addressOf(table.approve, {})).toThrow(/no id/);
  });

  it('keeps a path without segments as it is', () => {
    expect(addressOf(table.list, { page: 2 })).toEqual({ url: '/api/pledge/order', data: { page: 2 } });
  });

  it('tags every route of an area', () => {
    expect(table.list.tag).toBe('test');
  });
});
