import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdOnboarding, setOnboardingStep, startOnboarding, useOnboardingStep } from './onboarding.ts';

afterEach(() => setOnboardingStep('done'));

describe('a new user’s first steps', () => {
  it('start with the payment-password prompt, or with the tour when registering set it already', () => {
    const { result } = renderHook(() => useOnboardingStep());
    act(() => startOnboarding());
    expect(result.current).toBe('payPassword');
    act(() => startOnboarding(true));
    expect(result.current).toBe('tour');
  });

  it('stay out of sight while held, and come back once what held them has settled', async () => {
    const { result } = renderHook(() => useOnboardingStep());
    act(() => setOnboardingStep('tour'));
    let gone = () => {};
    const toast = new Promise<void>((resolve) => {
      gone = resolve;
    });
    act(() => holdOnboarding(toast));
    expect(result.current).toBe('done');
    await act(async () => {
      gone();
      await toast;
    });
    expect(result.current).toBe('tour');
  });
});
