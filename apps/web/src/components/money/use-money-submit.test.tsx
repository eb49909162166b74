import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/request.ts';
import { useMoneySubmit } from './use-money-submit.ts';

function setup(submit: (input: string, key: string) => Promise<string>, client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMoneySubmit(submit), { wrapper }).result;
}

describe('one Idempotency-Key per user submit', () => {
  it('a submit that got no answer is retried with the same key, so it cannot pay twice', async () => {
    const submit = vi
      .fn<(input: string, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('REQUEST_FAILED', ''))
      .mockResolvedValueOnce('done')
      .mockResolvedValueOnce('done again');
    const result = setup(submit);
    await act(async () => expect(await result.current.run('a')).toBeUndefined());
    await act(async () => expect(await result.current.run('a')).toBe('done'));
    const [first, retry] = submit.mock.calls.map((c) => c[1]);
    expect(retry).toBe(first);
    // After a success the next submit is a new one.
    await act(async () => void (await result.current.run('a')));
    expect(submit.mock.calls[2]?.[1]).not.toBe(first);
  });

  it('a refused submit (the server answered) or a changed form gets a new key', async () => {
    const submit = vi
      .fn<(input: string, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('PAY_PASSWORD_WRONG', '支付密码错误'))
      .mockRejectedValueOnce(new ApiError('REQUEST_FAILED', ''))
      .mockResolvedValue('ok');
    const result = setup(submit);
    await act(async () => void (await result.current.run('a')));
    await act(async () => void (await result.current.run('a')));
    const [refused, lost] = submit.mock.calls.map((c) => c[1]);
    expect(lost).not.toBe(refused);
    act(() => result.current.renew());
    await act(async () => void (await result.current.run('b')));
    expect(submit.mock.calls[2]?.[1]).not.toBe(lost);
  });

  it('a retry with another input is another submit: a new key', async () => {
    const submit = vi
      .fn<(input: string, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('REQUEST_FAILED', ''))
      .mockResolvedValue('ok');
    const result = setup(submit);
    await act(async () => void (await result.current.run('a')));
    await act(async () => void (await result.current.run('b')));
    const [lost, other] = submit.mock.calls.map((c) => c[1]);
    expect(other).not.toBe(lost);
  });

  it('a submit the server did but could not answer refreshes the balances it changed', async () => {
    const client = new QueryClient();
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    const submit = vi
      .fn<(input: string, key: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('IDEMPOTENCY_ANSWER_LOST', '该请求已执行'))
      .mockRejectedValueOnce(new ApiError('PAY_PASSWORD_WRONG', '支付密码错误'));
    const result = setup(submit, client);
    await act(async () => expect(await result.current.run('a')).toBeUndefined());
    expect(invalidated).toHaveBeenCalledTimes(1);
    await act(async () => void (await result.current.run('a')));
    expect(invalidated).toHaveBeenCalledTimes(1);
  });
});
