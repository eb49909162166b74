import { api as routes } from '@mcc/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFailure, anEnvelope, aRecharge } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { TxHashForm } from './tx-hash-form.tsx';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../lib/api.ts', () => api);

const HASH = `0x${'AB'.repeat(32)}`;
const field = () => document.querySelector('#auto-recharge-hash') as HTMLTextAreaElement;
const setClipboard = (readText: () => Promise<string>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { readText }, configurable: true });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the hash of an automatic recharge', () => {
  it('pastes from the clipboard, and says so when the browser refuses', async () => {
    setClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderInApp(<TxHashForm network="ERC20" onSubmitted={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '粘贴' }));
    await screen.findByText('无法读取剪贴板，请长按输入框手动粘贴');
    expect(field().value).toBe('');

    setClipboard(() => Promise.resolve(`  ${HASH}\n`));
    fireEvent.click(screen.getByRole('button', { name: '粘贴' }));
    await waitFor(() => expect(field().value).toBe(HASH));
  });

  it("checks the hash with the contract's rule before sending anything", async () => {
    renderInApp(<TxHashForm network="ERC20" onSubmitted={() => {}} />);
    fireEvent.change(field(), { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: '提交并查询到账' }));
    await screen.findByText('交易哈希格式不正确');
    expect(api.call).not.toHaveBeenCalled();
  });

  it('sends the network and the hash (without 0x, lower case) with an idempotency key; shows a refusal in words', async () => {
    const onSubmitted = vi.fn();
    api.call.mockResolvedValueOnce(aFailure('TX_HASH_USED', '该交易哈希已提交过'));
    renderInApp(<TxHashForm network="ERC20" onSubmitted={onSubmitted} />);
    fireEvent.change(field(), { target: { value: HASH } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交并查询到账' })));
    await waitFor(() =>
      expect(screen.getByTestId('recharge-refusal').textContent).toBe('该交易哈希已提交过'),
    );
    const [route, input, options] = api.call.mock.calls[0] as [unknown, unknown, Record<string, unknown>];
    expect(route).toBe(routes.wallet.autoRecharge);
    expect(input).toEqual({ network: 'ERC20', txHash: 'ab'.repeat(32) });
    expect(options).toMatchObject({ toastFailure: false });
    expect(options.idempotencyKey).toEqual(expect.any(String));
    expect(onSubmitted).not.toHaveBeenCalled();

    const accepted = aRecharge({ id: 9, kind: 'auto', network: 'ERC20', proof: '', state: 'confirming' });
    api.call.mockResolvedValueOnce(anEnvelope(accepted));
    fireEvent.change(field(), { target: { value: 'cd'.repeat(32) } });
    expect(screen.queryByTestId('recharge-refusal')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交并查询到账' })));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(accepted));
    expect(field().value).toBe('');
  });
});
