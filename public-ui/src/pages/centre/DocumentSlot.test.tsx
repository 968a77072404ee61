import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../lib/api';

const uploadFile = vi.fn();
vi.mock('../../lib/upload', () => ({ uploadFile: (...args: unknown[]) => uploadFile(...args) }));
const { DocumentSlot } = await import('./DocumentSlot');

afterEach(() => {
  cleanup();
  uploadFile.mockReset();
});

function renderSlot(onUploaded = vi.fn()) {
  render(<DocumentSlot type="applicationLetter" reference="JAMB-2026-12345678" token="tok" files={[]} disabled={false} onUploaded={onUploaded} />);
  return onUploaded;
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Choose a file for Application Letter'), { target: { files: [file] } });

describe('document slot', () => {
  it('shows the real progress while uploading, then the success', async () => {
    let report: (p: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    uploadFile.mockImplementation(({ onProgress }: { onProgress: (p: number) => void }) => {
      report = onProgress;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const onUploaded = renderSlot();
    pick(new File(['%PDF'], 'letter.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Application Letter' }));
    expect(uploadFile.mock.calls[0]![0]).toMatchObject({ url: '/api/centre-registration/JAMB-2026-12345678/upload/applicationLetter', token: 'tok' });
    act(() => report(42));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByText('Document uploaded successfully')).toBeTruthy();
    expect(onUploaded).toHaveBeenCalled();
  });

  it('retries a failed upload with the same file, without picking it again', async () => {
    uploadFile.mockRejectedValueOnce(new ApiError('Upload failed', 0)).mockResolvedValueOnce({});
    renderSlot();
    const file = new File(['%PDF'], 'letter.pdf');
    pick(file);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload Application Letter' })));
    expect(screen.getByRole('alert').textContent).toBe('Upload failed');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry upload' })));
    expect(uploadFile).toHaveBeenCalledTimes(2);
    expect(uploadFile.mock.calls[1]![0].file).toBe(file);
    expect(screen.getByText('Document uploaded successfully')).toBeTruthy();
  });

  it('refuses a file type outside SPEC §5 before sending it', () => {
    renderSlot();
    pick(new File(['x'], 'notes.txt'));
    expect(screen.getByRole('alert').textContent).toMatch(/File type not allowed/);
    expect((screen.getByRole('button', { name: 'Upload Application Letter' }) as HTMLButtonElement).disabled).toBe(true);
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('after a failed upload shows the chosen file once, with the retry, and no browser "No file chosen" box', async () => {
    uploadFile.mockRejectedValue(new ApiError('Upload failed', 500));
    renderSlot();
    pick(new File(['%PDF'], 'fake.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload Application Letter' }));
    expect(await screen.findByRole('button', { name: 'Retry upload' })).toBeTruthy();
    expect(screen.getAllByText(/fake\.pdf/)).toHaveLength(1);
    expect(screen.getByText('Selected: fake.pdf')).toBeTruthy();
    // The native file box (which says "No file chosen" once reset) is hidden; a labelled button picks.
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
