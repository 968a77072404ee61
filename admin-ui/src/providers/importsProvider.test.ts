import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvFileProblem, importMethods } from './importsProvider';

beforeEach(() => window.localStorage.setItem('authToken', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function serve(...bodies: unknown[]) {
  const fetchMock = vi.fn(async () => {
    const body = bodies.shift();
    return body instanceof Blob ? new Response(body) : Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const urls = (fetchMock: ReturnType<typeof serve>) => (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

describe('csvFileProblem', () => {
  it('asks for a file, then for a CSV one', () => {
    expect(csvFileProblem(null)).toBe('Please select a CSV file first');
    expect(csvFileProblem(new File(['x'], 'centres.xlsx'))).toBe('Please select a valid CSV file');
    expect(csvFileProblem(new File(['x'], 'Centres.CSV'))).toBeNull();
  });
});

describe('the bulk upload methods', () => {
  it('uploads the file as csvFile and follows the job by its id, escaped', async () => {
    const fetchMock = serve({ success: true, data: { jobId: 'j/1' } }, { success: true, data: { jobId: 'j/1', state: 'completed' } });
    const jobId = await importMethods.startImport(new File(['a,b'], 'centres.csv'));
    expect(jobId).toBe('j/1');
    expect(((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData).get('csvFile')).toBeInstanceOf(File);
    expect((await importMethods.importStatus(jobId)).state).toBe('completed');
    expect(urls(fetchMock)).toEqual(['POST /api/centre-registration/bulk-upload', 'GET /api/centre-registration/bulk-upload/j%2F1']);
  });

  it('says the upload failed when the server answers without a job', async () => {
    serve({ success: true, data: null });
    await expect(importMethods.startImport(new File(['a'], 'c.csv'))).rejects.toThrow('Upload failed');
  });

  it('downloads the sample, the created and the rejected rows', async () => {
    const fetchMock = serve(new Blob(['s']), new Blob(['c']), new Blob(['r']));
    expect(await (await importMethods.importSample()).text()).toBe('s');
    await importMethods.importCreatedCsv('j1');
    await importMethods.importRejectedCsv('j1');
    expect(urls(fetchMock)).toEqual([
      'GET /api/centre-registration/bulk-upload/sample.csv',
      'GET /api/centre-registration/bulk-upload/j1/created.csv',
      'GET /api/centre-registration/bulk-upload/j1/rejected.csv',
    ]);
  });

  it('reads the exam body from the public configuration, without the admin’s token', async () => {
    const fetchMock = serve({ success: true, data: { examBody: 'JAMB' } });
    expect(await importMethods.examBody()).toBe('JAMB');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/config');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });
});
