import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../dataProvider';
import { fetchReports, REPORT_CALLS } from './reportsProvider';

afterEach(() => vi.unstubAllGlobals());

const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

describe('the reports through the data provider', () => {
  it('asks for the five reports of the period at once', async () => {
    const started: string[] = [];
    const pending: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        started.push(url);
        // No answer until all five have been asked for: they run side by side, not one after another.
        return new Promise<Response>((resolve) => pending.push(() => resolve(answer({ url }))));
      }),
    );
    const result = fetchReports(dataProvider, 'weekly');
    await vi.waitFor(() => expect(started).toHaveLength(5));
    pending.forEach((release) => release());
    const data = await result;
    expect(started).toEqual(Object.values(REPORT_CALLS).map((call) => `/api/reports/${call}?period=weekly`));
    expect(data.states).toEqual({ url: '/api/reports/state-distribution?period=weekly' });
  });

  it('fails as a whole when one report fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(url.includes('capacity') ? new Response('{"success":false,"message":"down"}', { status: 500 }) : answer({}))),
    );
    await expect(fetchReports(dataProvider, 'daily')).rejects.toThrow('down');
  });

  it('reads one report by its kind', async () => {
    const fetch = vi.fn(async () => answer({ startDate: 'a' }));
    vi.stubGlobal('fetch', fetch);
    expect(await dataProvider.report('pipeline', 'monthly')).toEqual({ startDate: 'a' });
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/api/reports/approval-pipeline?period=monthly');
  });
});
