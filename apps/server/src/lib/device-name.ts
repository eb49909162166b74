import { maskIp } from './mask.ts';

/**
 * A device's name for the sessions list and security notices, read from its user agent:
 * `iPhone · Safari`, `Android · Chrome`, `Windows · Edge`, `Mac · Firefox`. The platform and the
 * browser only, never versions (a name the user recognises, and nothing that singles a device out).
 * An agent that names neither answers '' (the apps show their own "unknown device").
 *
 * Order matters: agents name the engines they resemble (Edge says Chrome and Safari, Chrome says
 * Safari), so the more particular names are looked for first.
 */
const PLATFORMS: [RegExp, string][] = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/HarmonyOS|OpenHarmony/, 'HarmonyOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  // iPadOS asks for desktop pages as a Mac: the name cannot tell them apart, and need not.
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux|X11/, 'Linux'],
];

const BROWSERS: [RegExp, string][] = [
  // Wallet apps' own browsers, where wallet sign-in happens.
  [/MetaMask/, 'MetaMask'],
  [/TokenPocket/, 'TokenPocket'],
  [/imToken/i, 'imToken'],
  [/Trust(Wallet)?\//, 'Trust Wallet'],
  [/MicroMessenger/, 'WeChat'],
  [/AlipayClient/, 'Alipay'],
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera|OPiOS\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/QQBrowser\//, 'QQ Browser'],
  [/HuaweiBrowser\//, 'Huawei Browser'],
  [/MiuiBrowser\//, 'Mi Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\/|Safari\//, 'Safari'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  return [first(PLATFORMS, ua), first(BROWSERS, ua)].filter(Boolean).join(' · ');
}

/** Where a request comes from, as sessions and security events keep it: the device's name and the masked address. */
export interface Place {
  device: string;
  ip: string;
}

export const placeOf = (req: { headers: { 'user-agent'?: string }; ip: string }): Place => ({
  device: deviceName(req.headers['user-agent']),
  ip: maskIp(req.ip),
});
