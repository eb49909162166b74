import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityKeys } from '../../lib/security.ts';
import { aSecurityOverview } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import ChangeEmailPage from './change-email-page.tsx';
import ChangeMobilePage from './change-mobile-page.tsx';

vi.mock('../../lib/api.ts', () => ({ call: vi.fn(async () => undefined) }));

afterEach(cleanup);

describe('changing the mobile or e-mail', () => {
  it('shows the current one masked, as the security page does (the screen may be seen by others)', () => {
    const overview = aSecurityOverview({ mobile: '138****0001', email: 'd***@example.com' });
    renderInApp(<ChangeMobilePage />, [[securityKeys.overview, overview]]);
    expect(screen.getByTestId('contact-current').textContent).toBe('138****0001');
    cleanup();
    renderInApp(<ChangeEmailPage />, [[securityKeys.overview, { ...overview, email: null }]]);
    expect(screen.getByTestId('contact-current').textContent).toBe('未绑定');
  });
});
