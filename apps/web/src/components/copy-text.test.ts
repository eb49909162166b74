import { afterEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('../lib/indicators.ts', () => ({ showToast: (text: string) => toasts.push(text) }));
const { copyText } = await import('./copy-text.ts');

afterEach(() => {
  toasts.length = 0;
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('says 复制成功 when the clipboard takes the text', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('12345678')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('12345678');
    expect(toasts).toEqual(['复制成功']);
  });

  it('says 不支持复制 when neither the clipboard nor execCommand works', async () => {
    vi.stubGlobal('navigator', {});
    document.execCommand = () => false;
    expect(await copyText('12345678')).toBe(false);
    expect(toasts).toEqual(['不支持复制']);
  });
});
