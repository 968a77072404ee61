import { describe, expect, it } from 'vitest';
import { requestOf, serveAnswers, signedInForEachTest } from '../testing/fetchStub';
import { csvFileProblem, importMethods } from './importsProvider';

signedInForEachTest();
const urls = (fetchMock: ReturnType<typeof serveAnswers>) => fetchMock.mock.calls.map((_, i) => `${requestOf(fetchMock, i).method} ${requestOf(fetchMock, i).url}`);

describe('csvFileProblem', () => {
  it('asks for a file, then for a CSV one', () => {
    expect(csvFileProblem(null)).toBe('Please select a CSV file first');
    expect(csvFileProblem(new File(['x'], 'centres.xlsx'))).toBe('Please select a valid CSV file');
    expect(csvFileProblem(new File(['x'], 'Centres.CSV'))).toBeNull();
  });
});

describe('the bulk upload methods', () => {
  it('uploads the file as csvFile and follows the job by its id, escaped', async () => {
    const fetchMock = serveAnswers({ body: { success: true, data: { jobId: 'j/1' } } }, { body: { success: true, data: { jobId: 'j/1', state: 'completed' } } });
    const jobId = await importMethods.startImport(new File(['a,b'], 'centres.csv'));
    expect(jobId).toBe('j/1');
    expect((requestOf(fetchMock).body as FormData).get('csvFile')).toBeInstanceOf(File);
    expect((await importMethods.importStatus(jobId)).state).toBe('completed');
    expect(urls(fetchMock)).toEqual(['POST /api/centre-registration/bulk-upload', 'GET /api/centre-registration/bulk-upload/j%2F1']);
  });

  it('says the upload failed when the server answers without a job', async () => {
    serveAnswers({ body: { success: true, data: null } });
    await expect(importMethods.startImport(new File(['a'], 'c.csv'))).rejects.toThrow('Upload failed');
  });

  it('downloads the sample, the created and the rejected rows', async () => {
    const fetchMock = serveAnswers({ body: new Blob(['s']) }, { body: new Blob(['c']) }, { body: new Blob(['r']) });
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
    const fetchMock = serveAnswers({ body: { success: true, data: { examBody: 'JAMB' } } });
    expect(await importMethods.examBody()).toBe('JAMB');
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/public/config', auth: null });
  });
});
