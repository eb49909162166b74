import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAuctionDetail } from '../../../../test/fixtures.ts';
import { renderInApp } from '../../../../test/render.tsx';
import BidSheet from './bid-sheet.tsx';

afterEach(cleanup);

/** A live auction whose next bid is at least 10.5105 USDT (shown rounded up to the cent). */
const auction = anAuctionDetail({
  status: 'live',
  leadingBid: '10.010000',
  minimumBid: '10.510500',
  role: 'outbid',
});

const amount = () =>
  document.querySelector<HTMLInputElement>('[data-testid="bid-sheet"] input[inputmode="decimal"]');
const submit = () => screen.getByTestId('bid-submit') as HTMLButtonElement;
const type = (value: string) => fireEvent.change(amount() as HTMLInputElement, { target: { value } });

describe('BidSheet', () => {
  it('prefills the minimum next bid, rounded up to the cent', async () => {
    renderInApp(<BidSheet auction={auction} available="100.000000" onClose={() => {}} onPlaced={() => {}} />);
    await screen.findByTestId('bid-sheet');
    expect(amount()?.value).toBe('10.52');
    expect(submit().disabled).toBe(false);
  });

  it('says as the amount is typed when it is under the minimum or over the available USDT', async () => {
    renderInApp(<BidSheet auction={auction} available="100.000000" onClose={() => {}} onPlaced={() => {}} />);
    await screen.findByTestId('bid-sheet');
    type('10.51');
    await waitFor(() =>
      expect(screen.getByTestId('bid-amount-problem').textContent).toBe('出价至少为 10.52 USDT'),
    );
    expect(submit().disabled).toBe(true);
    type('100.01');
    await waitFor(() => expect(screen.getByTestId('bid-amount-problem').textContent).toBe('超过可用 USDT'));
    type('20');
    await waitFor(() => expect(screen.queryByTestId('bid-amount-problem')).toBeNull());
    expect(submit().disabled).toBe(false);
  });
});
