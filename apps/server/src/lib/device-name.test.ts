import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';
import { maskIp } from './mask.ts';

/** Real user agents, as the browsers send them. */
const AGENTS: [string, string][] = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'iPhone · Safari',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'iPhone · Chrome',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'iPad · Safari',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Android · Chrome',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Android · Samsung Internet',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; V2227A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64',
    'Android · WeChat',
  ],
  [
    'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MetaMaskMobile',
    'Android · MetaMask',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    'Windows · Edge',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Windows · Chrome',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    'Windows · Opera',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Mac · Firefox'],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Mac · Safari',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Linux · Firefox'],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'ChromeOS · Chrome',
  ],
];

describe('deviceName', () => {
  it.each(AGENTS)('names %s', (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });

  it('names what it can of a partial agent, and nothing of none', () => {
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe('iPhone');
    expect(deviceName('curl/8.5.0')).toBe('');
    expect(deviceName('')).toBe('');
    expect(deviceName(undefined)).toBe('');
  });
});

describe('maskIp', () => {
  it('stars the last part of an IPv4 address, also written as IPv6', () => {
    expect(maskIp('203.0.113.57')).toBe('203.0.113.*');
    expect(maskIp('::ffff:198.51.100.4')).toBe('198.51.100.*');
  });

  it('keeps the first three groups of an IPv6 address, short forms expanded', () => {
    expect(maskIp('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3::*');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0::*');
    expect(maskIp('::1')).toBe('0:0:0::*');
    expect(maskIp('fe80::1%eth0')).toBe('fe80:0:0::*');
  });

  it('answers nothing for what is not an address', () => {
    for (const bad of ['', undefined, 'localhost', '1::2::3', '2001:db8:1:2:3:4:5:6:7', '12345::1'])
      expect(maskIp(bad), String(bad)).toBe('');
  });
});
