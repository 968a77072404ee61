import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DUE_PROCESS_MSG, type AppealView, type DecisionView } from '@cbt/contracts';
import { setLanguage } from '../../i18n';
import { saveCentreSession, clearCentreSession } from '../../lib/session';
import CentreAppeals from './CentreAppeals';

const REF = 'JAMB-2026-12345678';
const decision: DecisionView = {
  id: 'd1',
  kind: 'revocation',
  reasons: 'False declarations of capacity.',
  at: '2026-03-01T10:00:00.000Z',
  appealUntil: '2026-03-29T10:00:00.000Z',
  appealable: true,
  appealId: null,
  until: null,
};

/** The decisions and appeals as the server answers them; remembers what was posted. */
function server() {
  const posted: Array<Record<string, unknown>> = [];
  let appeals: AppealView[] = [];
  let decisions = [decision];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/documents') && init.method === 'POST') {
        const file = (init.body as FormData).get('files') as File;
        posted.push({ url, file: file.name });
        const doc = { id: 'f1', filename: file.name, contentType: 'application/pdf', sizeBytes: file.size, uploadedAt: '2026-03-03T10:00:00.000Z' };
        appeals = appeals.map((p) => ({ ...p, documents: [...(p.documents ?? []), doc] }));
        return Response.json({ success: true, data: doc }, { status: 201 });
      }
      if (url.endsWith('/appeals') && init.method === 'POST') {
        const body = JSON.parse(init.body as string);
        posted.push(body);
        const appeal: AppealView = { id: 'p1', decisionId: body.decisionId, decisionKind: 'revocation', grounds: body.grounds, status: 'open', outcomeReasons: null, createdAt: '2026-03-02T10:00:00.000Z', decidedAt: null };
        appeals = [appeal];
        decisions = [{ ...decision, appealable: false, appealId: 'p1' }];
        return Response.json({ success: true, message: DUE_PROCESS_MSG.appealSent, data: appeal }, { status: 201 });
      }
      if (url.endsWith('/appeals')) return Response.json({ success: true, data: appeals });
      return Response.json({ success: true, data: decisions });
    }),
  );
  return { posted };
}

beforeEach(() => saveCentreSession('token', { ReferenceNumber: REF }));
afterEach(async () => {
  await setLanguage('en');
  cleanup();
  clearCentreSession();
  vi.unstubAllGlobals();
});

describe('Decisions and appeals (DECISIONS §10)', () => {
  it('appeals a decision in three steps: grounds (with the error summary), check your answers, confirmation', async () => {
    const { posted } = server();
    render(<CentreAppeals />);
    expect(await screen.findByText('False declarations of capacity.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Appeal this decision' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter your grounds for the appeal');
    expect(posted).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your grounds for the appeal'), { target: { value: 'The count was made during a power cut.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Check your appeal before sending it' })).toBeTruthy();
    expect(screen.getByText('The count was made during a power cut.')).toBeTruthy();
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('heading', { name: DUE_PROCESS_MSG.appealSent })).toBeTruthy();
    expect(posted).toEqual([{ decisionId: 'd1', grounds: 'The count was made during a power cut.' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to decisions and appeals' }));
    expect(await screen.findByText('Under consideration')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
  });

  it('attaches documents to the open appeal (PDF, JPEG or PNG), in Yoruba too', async () => {
    const { posted } = server();
    render(<CentreAppeals />);
    fireEvent.click(await screen.findByRole('button', { name: 'Appeal this decision' }));
    fireEvent.change(screen.getByLabelText('Your grounds for the appeal'), { target: { value: 'Power cut.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to decisions and appeals' }));
    expect(await screen.findByText('No documents attached yet.')).toBeTruthy();
    const input = screen.getByLabelText('Choose a file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.docx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Attach document' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a PDF, JPEG or PNG file.');
    expect(posted).toHaveLength(1);
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'generator-invoice.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Attach document' }));
    expect(await screen.findByText(/generator-invoice\.pdf \(/)).toBeTruthy();
    expect(posted[1]).toEqual({ url: `/api/centre-registration/${REF}/appeals/p1/documents`, file: 'generator-invoice.pdf' });
    await setLanguage('yo');
    expect(await screen.findByRole('button', { name: 'So ìwé mọ́ ọn' })).toBeTruthy();
  });

  it('reads in Hausa, the confirmation included', async () => {
    server();
    await setLanguage('ha');
    render(<CentreAppeals />);
    expect(await screen.findByRole('heading', { name: 'Shawarwari da ƙararraki' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'An soke amincewa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ɗaukaka ƙara kan wannan shawara' }));
    fireEvent.change(screen.getByLabelText('Dalilanku na ƙara'), { target: { value: 'Dalili.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ci gaba' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aika ƙara' }));
    expect(await screen.findByRole('heading', { name: 'An karɓi ƙararku' })).toBeTruthy();
  });
});
