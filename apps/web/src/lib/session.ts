import type { session } from '@mcc/contract';
import type { z } from 'zod';
import { queryClient } from './query-client.ts';
import { tokenStore } from './storage.ts';

export type Session = z.infer<typeof session>;

/** Keeps the token of a fresh sign-in; cached user data of any previous user is dropped. */
export function startSession(s: Session) {
  tokenStore.set(s.userinfo.token);
  queryClient.clear();
}

export function endSession() {
  tokenStore.clear();
  queryClient.clear();
}

export const isSignedIn = () => tokenStore.get() !== null;
