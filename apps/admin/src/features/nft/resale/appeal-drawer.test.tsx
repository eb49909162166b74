import type { AdminAppealDetail, AdminPermission } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../../lib/notify.ts';
import { renderInConsole, stubAdminApi } from '../../../test/console.tsx';
import { stubBrowserApis } from '../../../test/jsdom.ts';
import { AppealDrawer } from './appeal-drawer.tsx';

beforeAll(stubBrowserApis);

const PROOF = `/uploads/${'a'.repeat(64)}.png`;
const SELLER_SHOT = `/uploads/${'b'.repeat(64)}.png`;
const BUYER_SHOT = `/uploads/${'c'.repeat(64)}.jpg`;

/** A seller's appeal of a paid order, with a message and a picture from each side. */
const OPEN: AdminAppealDetail = {
  id: 3,
  orderId: 41,
  seriesName: '晨星',
  image: `/uploads/${'d'.repeat(64)}.png`,
  serial: 12,
  status: 'open',
  reason: 'not_received',
  openedBy: 'seller',
  decision: null,
  createdAt: '2026-03-01T02:10:00.000Z',
  decidedAt: null,
  buyer: { userId: 7, uid: 'U100007' },
  seller: { userId: 8, uid: 'U100008' },
  price: '100.000000',
  order: {
    id: 41,
    kind: 'resale',
    role: 'buyer',
    seriesId: 2,
    seriesName: '晨星',
    image: `/uploads/${'d'.repeat(64)}.png`,
    quantity: 1,
    unitPrice: '100.000000',
    amount: '100.000000',
    status: 'appealing',
    deadline: '2026-03-01T02:30:00.000Z',
    createdAt: '2026-03-01T02:00:00.000Z',
    paidAt: '2026-03-01T02:05:00.000Z',
    serials: [12],
    supply: 500,
    resale: {
      listingId: 5,
      copyId: 9,
      serial: 12,
      counterparty: 'U10****8',
      payMethods: [{ kind: 'bank', name: '张三', account: '6222020200112233445', bank: '工商银行' }],
      proof: PROOF,
      fee: '1.000000',
      appealableAt: '2026-03-01T02:35:00.000Z',
      appealId: 3,
      closedAt: null,
    },
    now: '2026-03-01T03:00:00.000Z',
  },
  messages: [
    {
      from: 'seller',
      mine: false,
      text: '没有收到付款',
      images: [SELLER_SHOT],
      at: '2026-03-01T02:10:00.000Z',
    },
    {
      from: 'buyer',
      mine: false,
      text: '已经转账\n请查看回单',
      images: [BUYER_SHOT],
      at: '2026-03-01T02:20:00.000Z',
    },
  ],
  note: '',
  proof: PROOF,
  timeline: [
    { event: 'ordered', at: '2026-03-01T02:00:00.000Z' },
    { event: 'paid', at: '2026-03-01T02:05:00.000Z' },
    { event: 'appealed', at: '2026-03-01T02:10:00.000Z' },
  ],
};

const DECIDED: AdminAppealDetail = {
  ...OPEN,
  status: 'decided',
  decision: 'buyer',
  decidedAt: '2026-03-01T03:00:00.000Z',
  note: '回单属实',
  order: { ...OPEN.order, status: 'completed' },
  messages: [
    ...OPEN.messages,
    { from: 'operator', mine: false, text: '回单属实', images: [], at: '2026-03-01T03:00:00.000Z' },
  ],
  timeline: [...OPEN.timeline, { event: 'decided', at: '2026-03-01T03:00:00.000Z' }],
};

/** The appeal the server holds (a decision replaces it); the stand-in API keeps every request sent. */
let stored: AdminAppealDetail;
let api: ReturnType<typeof stubAdminApi>;
const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };

beforeEach(() => {
  stored = OPEN;
  api = stubAdminApi(({ url, method }) => {
    if (method === 'POST' && url.endsWith('/decide')) stored = DECIDED;
    // Reads other than the appeal's (the lists refreshed after a decision) answer an empty page.
    return url.startsWith('/admin-api/nft/appeals/3') ? stored : { list: [], total: 0, page: 1, limit: 20 };
  });
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderDrawer = (permissions: AdminPermission[]) =>
  renderInConsole(<AppealDrawer id={3} onClose={() => {}} />, permissions);

const posts = () => api.posts();
const detail = () => screen.findByTestId('appeal-detail');

describe('NFT appeal drawer', () => {
  it('shows the order, the proof, both sides’ messages with their pictures, and the timeline', async () => {
    renderDrawer(['users.read', 'finance.review']);
    const shown = await detail();
    const facts = within(shown).getByTestId('appeal-facts');
    for (const text of [
      '#41',
      '申诉中',
      '晨星 #12 / 500',
      '100.00',
      '1.00',
      'U100007',
      'U100008',
      '未收到付款',
    ])
      expect(facts.textContent).toContain(text);
    expect(facts.textContent).toContain('银行卡 · 工商银行 · 张三 · 6222020200112233445');
    expect(within(shown).getByTestId('appeal-proof').querySelector('img')?.getAttribute('src')).toBe(PROOF);

    const thread = within(shown).getByTestId('appeal-thread');
    const seller = within(thread).getByTestId('message-seller');
    const buyer = within(thread).getByTestId('message-buyer');
    expect(seller.textContent).toContain('卖家');
    expect(seller.textContent).toContain('没有收到付款');
    expect(seller.querySelector('img')?.getAttribute('src')).toBe(SELLER_SHOT);
    expect(buyer.textContent).toContain('已经转账\n请查看回单');
    expect(buyer.querySelector('img')?.getAttribute('src')).toBe(BUYER_SHOT);

    const timeline = within(shown).getByTestId('appeal-timeline').textContent;
    expect(timeline).toMatch(/买家下单.*买家标记已付款.*发起申诉/);
  });

  it('decides only with a side and a note, after a confirmation naming what moves', async () => {
    renderDrawer(['users.read', 'finance.review']);
    const form = within(await detail()).getByTestId('decide-form');
    fireEvent.click(within(form).getByTestId('decide-submit'));
    await waitFor(() => expect(form.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2));
    expect(posts()).toEqual([]);

    fireEvent.click(within(form).getByLabelText('藏品归买家（订单完成）'));
    fireEvent.change(within(form).getByTestId('decide-note'), { target: { value: '  回单属实 ' } });
    fireEvent.click(within(form).getByTestId('decide-submit'));
    const dialog = (
      await screen.findByText(
        '「晨星 #12」将转给买家 U100007，订单完成，并向卖家 U100008 收取 1.00 USDT 手续费。',
        {
          exact: false,
        },
      )
    ).closest('.ant-modal-confirm') as HTMLElement;
    expect(dialog.textContent).toContain('确定裁决申诉 #3？');
    expect(posts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('已裁决'));
    expect(posts()).toEqual([
      { url: '/admin-api/nft/appeals/3/decide', method: 'POST', body: { to: 'buyer', note: '回单属实' } },
    ]);
    // The appeal is read again: decided, the note on top, the form gone.
    await waitFor(() =>
      expect(screen.getByTestId('appeal-outcome').textContent).toContain('藏品归买家，订单完成'),
    );
    expect(screen.getByTestId('appeal-outcome').textContent).toContain('回单属实');
    expect(screen.queryByTestId('decide-form')).toBeNull();
    expect(screen.getByTestId('message-operator').textContent).toContain('回单属实');
  });

  it('offers no decision to an operator without finance.review', async () => {
    renderDrawer(['users.read']);
    const shown = await detail();
    expect(within(shown).queryByTestId('decide-form')).toBeNull();
    expect(shown.textContent).toContain('你的角色不能裁决申诉');
  });

  it('shows a decided appeal’s outcome, not the form', async () => {
    stored = DECIDED;
    renderDrawer(['users.read', 'finance.review']);
    const shown = await detail();
    expect(within(shown).getByTestId('appeal-outcome').textContent).toContain('藏品归买家，订单完成');
    expect(within(shown).queryByTestId('decide-form')).toBeNull();
    expect(within(shown).getByTestId('appeal-timeline').textContent).toContain('平台裁决');
  });
});
