import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link.ts';

const SERVER_LINK = 'http://localhost:3000/pages/register/register?code=MCC888';

describe('invite link', () => {
  it('uses the PUBLIC_URL the operator set', () => {
    expect(inviteLink(SERVER_LINK, 'https://mcc.example', 'http://192.168.1.5:3000')).toBe(
      'https://mcc.example/pages/register/register?code=MCC888',
    );
  });

  it('without one, uses the address the browser is on rather than localhost', () => {
    expect(inviteLink(SERVER_LINK, null, 'http://192.168.1.5:3000')).toBe(
      'http://192.168.1.5:3000/pages/register/register?code=MCC888',
    );
    // A copy of sysConfig saved before the field existed reads as "not set".
    expect(inviteLink(SERVER_LINK, undefined, 'http://192.168.1.5:3000/')).toBe(
      'http://192.168.1.5:3000/pages/register/register?code=MCC888',
    );
  });
});
