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
/** While true, no step shows: the toast that says how the last step went is read first. */
let held = false;

function read(): OnboardingStep {
  const step = store.get();
  return !held && (step === 'payPassword' || step === 'tour') ? step : 'done';
}

const notify = () => {
  for (const listener of listeners) listener();
};

export function setOnboardingStep(step: OnboardingStep) {
  store.set(step);
  notify();
}

/**
 * Keeps the next step out of sight until `until` settles: the payment password's "saved" toast is read
 * on the page it returns to before the tour's mask dims it.
 */
export function holdOnboarding(until: Promise<unknown>) {
  held = true;
  notify();
  void until.finally(() => {
    held = false;
    notify();
  });
}

/**
 * Registration just succeeded: the payment-password prompt and the tour are next; only the tour when
 * the payment password was set in the registration itself.
 */
export function startOnboarding(hasPayPassword = false) {
  setOnboardingStep(hasPayPassword ? 'tour' : 'payPassword');
}

/** The current step, re-rendering the caller when it moves on (the layout outlives the register page). */
export function useOnboardingStep(): OnboardingStep {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
}
