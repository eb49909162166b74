import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';

/** A system setting for reduced motion that the test can change, as the operator would. */
function reducedMotionSetting(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    if (query !== list.media) throw new Error(`unexpected media query ${query}`);
    return list;
  });
  return (matches: boolean) => {
    list.matches = matches;
    for (const fn of listeners) fn();
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{token.motion ? 'on' : 'off'}</span>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console follows the system setting for reduced motion', () => {
  it('turns antd animations off while reduced motion is asked for, and on again when it is not', () => {
    const set = reducedMotionSetting(true);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('off');
    act(() => set(false));
    expect(screen.getByTestId('motion').textContent).toBe('on');
    act(() => set(true));
    expect(screen.getByTestId('motion').textContent).toBe('off');
  });
});
