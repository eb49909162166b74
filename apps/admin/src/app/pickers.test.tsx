import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TimeField } from '../components/form/fields.tsx';
import { setLanguage } from '../lib/i18n.ts';
import { stubBrowserApis } from '../test/jsdom.ts';
import { AppProviders } from './providers.tsx';

beforeAll(stubBrowserApis);
afterEach(async () => {
  cleanup();
  await act(() => setLanguage('zh-Hans'));
});

/** A form with one time field, as the console's forms hold it; `seen` gets what the form keeps. */
function TimeForm({ seen }: { seen: (value: Dayjs | undefined) => void }) {
  const [form] = Form.useForm<{ at?: Dayjs }>();
  return (
    <AppProviders>
      <Form form={form} onValuesChange={(_, all) => seen(all.at)}>
        <TimeField name="at" label="at" testId="at" />
      </Form>
    </AppProviders>
  );
}

const okButton = () => document.querySelector('.ant-picker-ok button') as HTMLButtonElement;

describe('a time picker', () => {
  it('takes a time typed with seconds, as the tables write times, and keeps it to the minute', async () => {
    let kept: Dayjs | undefined;
    render(<TimeForm seen={(v) => (kept = v)} />);
    const input = screen.getByTestId('at');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2026-11-27 10:00:30' } });
    await waitFor(() => expect(okButton().disabled).toBe(false));
    fireEvent.click(okButton());
    await waitFor(() => expect(kept?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-27 10:00:00'));
    expect((input as HTMLInputElement).value).toBe('2026-11-27 10:00');
  });

  it('still takes a time typed to the minute', async () => {
    let kept: Dayjs | undefined;
    render(<TimeForm seen={(v) => (kept = v)} />);
    const input = screen.getByTestId('at');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2026-11-27 09:05' } });
    await waitFor(() => expect(okButton().disabled).toBe(false));
    fireEvent.click(okButton());
    await waitFor(() => expect(kept?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-27 09:05'));
  });

  it("writes months and weekdays in the console's language", async () => {
    render(<TimeForm seen={() => {}} />);
    const input = screen.getByTestId('at');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2026-11-27 10:00' } });
    const header = () => document.querySelector('.ant-picker-header-view')?.textContent;
    const weekdays = () =>
      [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent).join(' ');
    await waitFor(() => expect(header()).toBe('2026年11月'));
    expect(weekdays()).toBe('一 二 三 四 五 六 日');
    expect(okButton().textContent).toBe('确定');
    cleanup();

    await act(() => setLanguage('en'));
    render(<TimeForm seen={() => {}} />);
    fireEvent.mouseDown(screen.getByTestId('at'));
    fireEvent.change(screen.getByTestId('at'), { target: { value: '2026-11-27 10:00' } });
    await waitFor(() => expect(header()).toBe('Nov2026'));
    expect(weekdays()).toBe('Su Mo Tu We Th Fr Sa');
  });
});
