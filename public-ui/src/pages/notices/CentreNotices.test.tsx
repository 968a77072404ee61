import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SANCTION_MSG, type NoticeView } from '@cbt/contracts';
import { setLanguage } from '../../i18n';
import { saveCentreSession, clearCentreSession } from '../../lib/session';
import CentreNotices from './CentreNotices';

const REF = 'JAMB-2026-12345678';
const notice: NoticeView = {
  id: 'n1',
  centreId: 'c1',
  kind: 'suspension',
  reasons: 'Repeated late starts.',
  until: null,
  proposedAt: '2026-03-01T10:00:00.000Z',
  representationsUntil: '2026-03-15T10:00:00.000Z',
  representations: null,
  representedAt: null,
  status: 'open',
  outcomeReasons: null,
  decidedAt: null,
  decisionId: null,
  open: true,
};

/** The notices as the server answers them; remembers what was posted. */
function server(first: NoticeView = notice) {
  const posted: Array<{ url: string; body: Record<string, unknown> }> = [];
  let notices = [first];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/documents') && init.method === 'POST') {
        const file = (init.body as FormData).get('files') as File;
        posted.push({ url, body: { file: file.name } });
        return Response.json({ success: true, data: { id: 'f2', filename: file.name, contentType: 'image/png', sizeBytes: file.size, uploadedAt: '2026-03-03T10:00:00.000Z' } }, { status: 201 });
      }
      if (url.endsWith('/representations') && init.method === 'POST') {
        const body = JSON.parse(init.body as string);
        posted.push({ url, body });
        notices = [{ ...first, representations: body.representations, representedAt: '2026-03-02T10:00:00.000Z', open: false }];
        return Response.json({ success: true, message: SANCTION_MSG.representationsSent, data: notices[0] }, { status: 201 });
      }
      return Response.json({ success: true, data: notices });
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

describe('Notices and representations (DECISIONS §10)', () => {
  it('answers a notice in three steps: representations (with the error summary), check your answer, confirmation', async () => {
    const { posted } = server();
    render(<CentreNotices />);
    expect(await screen.findByText('Repeated late starts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Answer this notice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter your representations');
    expect(posted).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your representations'), { target: { value: 'The buses were late; we now start at 8.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Check your answer before sending it' })).toBeTruthy();
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('heading', { name: 'Your representations have been received' })).toBeTruthy();
    expect(posted).toEqual([{ url: expect.stringContaining(`/centre-registration/${REF}/notices/n1/representations`), body: { representations: 'The buses were late; we now start at 8.' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to notices and representations' }));
    expect(await screen.findByText('The buses were late; we now start at 8.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer this notice' })).toBeNull();
  });

  it('after the window it says when the time to answer ended, and offers no answer', async () => {
    server({ ...notice, open: false });
    render(<CentreNotices />);
    expect(await screen.findByText(/The time to answer ended on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer this notice' })).toBeNull();
  });

  it('reads in Yoruba', async () => {
    server();
    await setLanguage('yo');
    render(<CentreNotices />);
    expect(await screen.findByRole('heading', { name: 'Àwọn àkíyèsí àti àlàyé' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Àbá láti dá ìfọwọ́sí dúró' })).toBeTruthy();
  });

  it('attaches documents to the representations while the window is open, in Igbo too', async () => {
    const attached = { id: 'f1', filename: 'bus-company-letter.pdf', contentType: 'application/pdf', sizeBytes: 2048, uploadedAt: '2026-03-02T10:00:00.000Z' };
    const { posted } = server({ ...notice, representationsUntil: '2099-01-01T00:00:00.000Z', documents: [attached] });
    render(<CentreNotices />);
    expect(await screen.findByText(/bus-company-letter\.pdf \(/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [new File(['png'], 'timetable.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Attach document' }));
    expect(await screen.findByText(/timetable\.png \(/)).toBeTruthy();
    expect(posted).toEqual([{ url: `/api/centre-registration/${REF}/notices/n1/documents`, body: { file: 'timetable.png' } }]);
    await setLanguage('ig');
    expect(await screen.findByRole('heading', { name: 'Akwụkwọ nkwado' })).toBeTruthy();
  });

  it('offers no attachment once the window has passed', async () => {
    server();
    render(<CentreNotices />);
    expect(await screen.findByText('Repeated late starts.')).toBeTruthy();
    expect(screen.queryByTestId('attach-documents')).toBeNull();
  });
});
