import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '@cbt/contracts';
import { setLanguage } from '../../i18n';
import { ApiError } from '../../lib/api';

const uploadFile = vi.fn();
vi.mock('../../lib/upload', () => ({ SENT_SHARE: 90, uploadFile: (...args: unknown[]) => uploadFile(...args) }));
const { DocumentSlot } = await import('./DocumentSlot');

afterEach(async () => {
  await setLanguage('en');
  cleanup();
  uploadFile.mockReset();
});

function renderSlot(onUploaded = vi.fn(), onBusy = vi.fn()) {
  render(<DocumentSlot type="applicationLetter" reference="JAMB-2026-12345678" token="tok" files={[]} disabled={false} onUploaded={onUploaded} onBusy={onBusy} />);
  return { onUploaded, onBusy };
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Choose a file for Application Letter'), { target: { files: [file] } });

type Callbacks = { onProgress: (p: number) => void; onProcessing: () => void };

describe('document slot', () => {
  it('sends the file as soon as it is chosen: the bytes as progress, then checking, and uploaded only on the answer', async () => {
    let callbacks: Callbacks = { onProgress: () => undefined, onProcessing: () => undefined };
    let finish: () => void = () => undefined;
    uploadFile.mockImplementation((options: Callbacks) => {
      callbacks = options;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const { onUploaded, onBusy } = renderSlot();
    await act(async () => pick(new File(['%PDF'], 'letter.pdf')));
    expect(uploadFile.mock.calls[0]![0]).toMatchObject({ url: '/api/centre-registration/JAMB-2026-12345678/upload/applicationLetter', token: 'tok' });
    expect(onBusy).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('button', { name: /^Upload/ })).toBeNull();
    act(() => callbacks.onProgress(42));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByText('Sending letter.pdf…')).toBeTruthy();
    act(() => callbacks.onProcessing());
    // Every byte is sent, but the server has not answered: never 100 yet.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByText('letter.pdf is sent; the portal is checking it…')).toBeTruthy();
    expect(screen.queryByText(/Document uploaded successfully/)).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(screen.getByText('Document uploaded successfully: letter.pdf')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploaded).toHaveBeenCalled();
    expect(onBusy).toHaveBeenLastCalledWith(false);
  });

  it("says why the server refused a file, in the reader's words, and retries the same file without a new pick", async () => {
    uploadFile.mockRejectedValueOnce(new ApiError('Upload failed', 0)).mockResolvedValueOnce({});
    renderSlot();
    const file = new File(['%PDF'], 'letter.pdf');
    await act(async () => pick(file));
    expect(screen.getByRole('alert').textContent).toBe('letter.pdf was not uploaded: Upload failed');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry upload' })));
    expect(uploadFile).toHaveBeenCalledTimes(2);
    expect(uploadFile.mock.calls[1]![0].file).toBe(file);
    expect(screen.getByText('Document uploaded successfully: letter.pdf')).toBeTruthy();
  });

  it("gives the server's reason for a refusal in the reader's language", async () => {
    uploadFile.mockRejectedValue(new ApiError(MSG.fileContentMismatch, 415));
    await setLanguage('ha');
    renderSlot();
    await act(async () => fireEvent.change(screen.getByLabelText('Zaɓi fayil don Wasiƙar Neman Izini'), { target: { files: [new File(['x'], 'fake.pdf')] } }));
    expect(screen.getByRole('alert').textContent).toBe('Ba a loda fake.pdf ba: Abin da ke cikin fayil ɗin bai dace da ƙarshen sunansa ba.');
  });

  it('refuses a file type outside SPEC §5 before sending it', () => {
    renderSlot();
    pick(new File(['x'], 'notes.txt'));
    expect(screen.getByRole('alert').textContent).toMatch(/^notes\.txt was not uploaded: File type not allowed/);
    expect(screen.queryByRole('button', { name: 'Retry upload' })).toBeNull();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('keeps the native file box hidden (it would say "No file chosen"): a labelled button picks', async () => {
    uploadFile.mockRejectedValue(new ApiError('The file content does not match its extension.', 415));
    renderSlot();
    await act(async () => pick(new File(['%PDF'], 'fake.pdf')));
    expect(await screen.findByRole('button', { name: 'Retry upload' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('fake.pdf was not uploaded: The file content does not match its extension.');
    expect(screen.getByLabelText('Choose a file for Application Letter').className).toContain('visually-hidden');
  });

  it('offers no picking or uploading once the registration is complete', () => {
    render(
      <DocumentSlot
        type="applicationLetter"
        reference="JAMB-2026-12345678"
        token="tok"
        files={[{ id: 'f1', filename: 'letter.pdf', url: '/x', uploadedAt: '2026-01-01T00:00:00Z', contentType: 'application/pdf', size: 4 }]}
        disabled
        readOnly
        onUploaded={vi.fn()}
      />,
    );
    expect(screen.getByText('letter.pdf')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText(/Choose a file/)).toBeNull();
  });
});
