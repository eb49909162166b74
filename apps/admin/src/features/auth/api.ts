import { type AdminSession, type AnswerOf, adminApi, type InputOf } from '@mcc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { meKey } from '../../lib/operator.ts';
import { tokenStore } from '../../lib/storage.ts';

export type LoginInput = InputOf<typeof adminApi.auth.login>;

/**
 * Signs in. `TOTP_REQUIRED` is not an error to show: the page asks for the code and tries again.
 * Answers the session; the token is stored before the promise settles.
 */
export async function login(input: LoginInput): Promise<AdminSession> {
  const session = await api.call(adminApi.auth.login, input, { quiet: (key) => key === 'TOTP_REQUIRED' });
  tokenStore.set(session.token);
  return session;
}

/**
 * Ends the session. Even if the call fails (the session already ended), this browser forgets the token.
 * The query cache is emptied by the sign-in page once the signed-in frame is gone: emptying it here
 * would make the still-mounted frame ask for `me` without a token.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await api.call(adminApi.auth.logout).catch(() => null);
      tokenStore.clear();
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: InputOf<typeof adminApi.auth.password>) => api.call(adminApi.auth.password, body),
  });
}

export type TotpEnrolment = AnswerOf<typeof adminApi.auth.totpEnrol>;

export function useEnrolTotp() {
  return useMutation({
    mutationFn: () => api.call(adminApi.auth.totpEnrol),
  });
}

export function useConfirmTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(adminApi.auth.totpConfirm, { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: meKey }),
  });
}
