import { storedText } from '@mcc/client';
import { useSyncExternalStore } from 'react';

/**
 * A new user's first steps, once: right after registering, a prompt to set the payment password, then
 * a short tour of the four tabs. Kept in local storage so each is shown once, on this device.
 * 'payPassword' → 'tour' → 'done'; users who never registered here have no entry and see neither.
 */
export type OnboardingStep = 'payPassword' | 'tour' | 'done';

const store = storedText('onboarding');
const listeners = new Set<() => void>();

function read(): OnboardingStep {
  const step = store.get();
  return step === 'payPassword' || step === 'tour' ? step : 'done';
}

export function setOnboardingStep(step: OnboardingStep) {
  store.set(step);
  for (const listener of listeners) listener();
}

/** Registration just succeeded: the prompt and the tour are next. */
export function startOnboarding() {
  setOnboardingStep('payPassword');
}

/** The current step, re-rendering the caller when it moves on (the layout outlives the register page). */
export function useOnboardingStep(): OnboardingStep {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
}
