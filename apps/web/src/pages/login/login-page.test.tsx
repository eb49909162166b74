import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';

const toasts: string[] = [];
vi.mock('../../lib/indicators.ts', async (original) => ({
  ...(await original<typeof import('../../lib/indicators.ts')>()),
  showToast: (text: string) => toasts.push(text),
}));
const { default: LoginPage } = await import('./login-page.tsx');

afterEach(() => {
  cleanup();
  toasts.length = 0;
});

describe('login page', () => {
  it('says what is missing, in the language of the app, before anything is sent', async () => {
    // The validation messages load after the page shows (with the contract), not with the app.
    renderInApp(<LoginPage />);
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    await waitFor(() => expect(toasts).toEqual(['请输入账号']));
  });
});
