import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { CodeButton } from './code-button.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CodeButton', () => {
  it('counts down 60 s after a send: 获取验证码 → X秒重新获取 → 重新获取', async () => {
    const onSend = vi.fn(async () => true);
    render(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('获取验证码');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledOnce();
    expect(button.textContent).toBe('60秒重新获取');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 59; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('1秒重新获取');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('重新获取');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not count down when no code went out', async () => {
    render(<CodeButton onSend={async () => false} />);
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('获取验证码');
  });
});
