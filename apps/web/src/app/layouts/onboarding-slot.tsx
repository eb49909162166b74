import { lazy, Suspense } from 'react';
import { useOnboardingStep } from '../../lib/onboarding.ts';
import type { RouteMeta } from '../../lib/routes.ts';

/** The prompt and the tour load only for the few who have them to see, not with every first screen. */
const Onboarding = lazy(() => import('./onboarding.tsx'));

export function OnboardingSlot({ route }: { route: RouteMeta | undefined }) {
  if (useOnboardingStep() === 'done') return null;
  return (
    <Suspense fallback={null}>
      <Onboarding route={route} />
    </Suspense>
  );
}
