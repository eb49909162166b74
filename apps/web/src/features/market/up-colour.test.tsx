import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { defaultUpColour, setUpColour, useUpColour } from './up-colour.ts';

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-Hans');
});

describe('defaultUpColour', () => {
  it('is red in Chinese and green in other languages', () => {
    expect(defaultUpColour('zh-Hans')).toBe('red');
    expect(defaultUpColour('zh-Hant')).toBe('red');
    expect(defaultUpColour('en')).toBe('green');
    expect(defaultUpColour('ja')).toBe('green');
  });
});

describe('useUpColour', () => {
  it('follows the language until the user chooses, then keeps the choice on the device', async () => {
    const { result } = renderHook(() => useUpColour());
    expect(result.current).toBe('red');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current).toBe('green');
    act(() => setUpColour('red'));
    expect(result.current).toBe('red');
    expect(localStorage.getItem('upColour')).toBe('red');
    await act(() => i18n.changeLanguage('ja'));
    expect(result.current).toBe('red');
  });
});
