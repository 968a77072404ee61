import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CentreSanctionsView, NoticeView } from '@cbt/contracts';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../i18nProvider';
import type { CentreDetail } from '../centreTypes';
import { SanctionsCard } from './SanctionsCard';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('en');
});

const notice: NoticeView = {
  id: 'n1',
  centreId: 'c1',
  kind: 'suspension',
  reasons: 'Repeated late starts.',
  until: null,
  proposedAt: '2026-03-01T10:00:00Z',
  representationsUntil: '2026-03-15T10:00:00Z',
  representations: null,
  representedAt: null,
  status: 'open',
  outcomeReasons: null,
  decidedAt: null,
  decisionId: null,
  open: true,
};

function show(standing: string, view: CentreSanctionsView, locale: 'en' | 'ha' = 'en') {
  const imposeSanction = vi.fn(async () => ({ message: 'Warning given; the centre has been emailed', outcome: null }));
  const dataProvider = { centreSanctions: vi.fn(async () => view), imposeSanction, decideNotice: vi.fn() } as unknown as DataProvider;
  const onResult = vi.fn();
  const centre = { id: 'c1', school: { accreditation: { standing } } } as unknown as CentreDetail;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <SanctionsCard centre={centre} canChange onResult={onResult} />
    </AdminContext>,
  );
  return { imposeSanction, onResult };
}

const reasonOf = (name: string) => screen.getByRole('button', { name }).closest('[data-disabled-reason]')?.getAttribute('data-disabled-reason') ?? null;

describe('the centre’s sanctions and notices (DECISIONS §10)', () => {
  it('keeps every sanction on screen, disabled with the reason where it cannot apply', async () => {
    show('revoked', { decisions: [], notices: [], delistedUntil: '2026-06-01T00:00:00Z' });
    await screen.findByRole('heading', { name: 'Sanctions and notices' });
    expect(reasonOf('Propose suspension')).toBe('Only an accredited centre can be suspended');
    expect(reasonOf('Revoke now (urgent)')).toBe('There is no accreditation in force to revoke');
    // The delisting is known once the centre's sanctions are read.
    await waitFor(() => expect(reasonOf('Delist for a period')).toMatch(/^The centre is delisted until /));
    expect(reasonOf('Give a warning')).toBeNull();
  });

  it('offers the decision on a notice only once the window has closed or the representations are in', async () => {
    show('accredited', { decisions: [], notices: [notice], delistedUntil: null });
    expect(await screen.findByText('Repeated late starts.')).toBeTruthy();
    expect(reasonOf('Decide the notice')).toMatch(/^The centre may make representations until /);
    expect(reasonOf('Propose suspension')).toBe('A notice of proposal of this kind is waiting for a decision');
    expect(reasonOf('Suspend now (urgent)')).toBeNull();
  });

  it('gives a warning with its reasons, asking for them first', async () => {
    const { imposeSanction, onResult } = show('accredited', { decisions: [], notices: [], delistedUntil: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Give a warning' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Give the reasons')).toBeTruthy();
    expect(imposeSanction).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reasons'), { target: { value: 'Seats too close.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(imposeSanction).toHaveBeenCalledWith('c1', { kind: 'warning', reasons: 'Seats too close.', until: undefined }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ type: 'success', message: 'Warning given; the centre has been emailed' }));
  }, 20_000);

  it('speaks Hausa', async () => {
    show('accredited', { decisions: [], notices: [], delistedUntil: null }, 'ha');
    expect(await screen.findByRole('heading', { name: 'Hukunci da sanarwa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yi gargaɗi' })).toBeTruthy();
  });

  it("lists the documents attached to the representations and downloads one with the staff token (DECISIONS §10)", async () => {
    localStorage.setItem('token', 'staff-token');
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    // The saved file's link is clicked, not followed: the page stays where it is.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const documents = [{ id: 'f1', filename: 'bus-company-letter.pdf', contentType: 'application/pdf', sizeBytes: 2048, uploadedAt: '2026-03-02T10:00:00Z' }];
    show('accredited', { decisions: [], notices: [{ ...notice, representations: 'The buses were late.', open: false, documents }], delistedUntil: null });
    const button = await screen.findByRole('button', { name: 'Download bus-company-letter.pdf' });
    expect(button.textContent).toBe('bus-company-letter.pdf (2 KB)');
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/admin/schools/c1/due-process-documents/f1');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(click).toHaveBeenCalled();
    createObjectURL.mockRestore();
    click.mockRestore();
    vi.unstubAllGlobals();
    localStorage.removeItem('token');
  });

  it('says so in Hausa when no document was attached', async () => {
    show('accredited', { decisions: [], notices: [{ ...notice, documents: [] }], delistedUntil: null }, 'ha');
    expect(await screen.findByText('Ba a haɗa wata takarda ba.')).toBeTruthy();
  });
});
