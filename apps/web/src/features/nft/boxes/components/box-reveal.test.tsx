import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBoxDraw } from '../../../../test/fixtures.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { BoxReveal } from './box-reveal.tsx';
import '../../../../locales/box/index.ts';
import '../../../../locales/nft/index.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const draw = (id: number, serial: number) =>
  aBoxDraw({ id, seriesName: `S${id}`, image: `/uploads/${id}.png`, rarity: 'epic', serial, supply: 50 });

const done = () => screen.getByTestId('box-reveal').getAttribute('data-done');

describe('the reveal of what an open drew', () => {
  it('ends by itself within 1.5 s, showing each copy with its serial', () => {
    vi.useFakeTimers();
    renderInApp(<BoxReveal draws={[draw(1, 3), draw(2, 17)]} onMine={() => {}} onClose={() => {}} />);
    expect(done()).toBe('false');
    expect(screen.getAllByTestId('reveal-serial').map((s) => s.textContent)).toEqual(['#3 / 50', '#17 / 50']);
    expect(screen.queryByTestId('reveal-done')).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(done()).toBe('true');
    expect(screen.getByTestId('reveal-done')).toBeTruthy();
  });

  it('skips to the end on a tap', () => {
    renderInApp(<BoxReveal draws={[draw(1, 3)]} onMine={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByText('点击跳过'));
    expect(done()).toBe('true');
  });

  it('does not move at all with reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    renderInApp(<BoxReveal draws={[draw(1, 3)]} onMine={() => {}} onClose={() => {}} />);
    expect(done()).toBe('true');
  });
});
