import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFailure, anEnvelope, aResponse, aSysConfig } from '../test/fixtures.ts';

const config = aSysConfig({ siteName: 'MCC', inviteRequired: true });

/** Shows the site name through whichever module instance the test loaded. */
function Probe({ read }: { read: () => { siteName: string } | null }) {
  return <span>{read()?.siteName ?? 'none'}</span>;
}

/** Each test gets the module fresh: it keeps its snapshot and its "started" flag in module scope. */
async function load() {
  vi.resetModules();
  return import('./sys-config.ts');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sysConfig', () => {
  it('is fetched on start without a loading toast, stored when code is 1, and read through the hook', async () => {
    const fetchMock = vi.fn(async () => aResponse(anEnvelope(config)));
    vi.stubGlobal('fetch', fetchMock);
    const { startSysConfigSync, useSysConfig } = await load();
    render(<Probe read={useSysConfig} />);
    expect(screen.getByText('none')).toBeTruthy();
    let stop = () => {};
    await act(async () => {
      stop = startSysConfigSync();
      await vi.waitFor(() => expect(localStorage.getItem('sysConfig')).not.toBeNull());
    });
    stop();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/common/sysConfig',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(JSON.parse(localStorage.getItem('sysConfig') ?? '')).toEqual(config);
    expect(screen.getByText('MCC')).toBeTruthy();
  });

  it('keeps the stored copy when the answer is not code 1', async () => {
    localStorage.setItem('sysConfig', JSON.stringify(config));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => aResponse(aFailure('X', 'no'))),
    );
    const { refreshSysConfig } = await load();
    await refreshSysConfig();
    expect(JSON.parse(localStorage.getItem('sysConfig') ?? '')).toEqual(config);
  });

  it('is fetched again whenever the page becomes visible', async () => {
    const fetchMock = vi.fn(async () => aResponse(anEnvelope(config)));
    vi.stubGlobal('fetch', fetchMock);
    const { startSysConfigSync } = await load();
    const stop = startSysConfigSync();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    visibility.mockRestore();
    stop();
  });
});
