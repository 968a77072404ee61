import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../i18nProvider';
import type { CentreDetail } from '../centreTypes';
import { DocumentsCard } from './DocumentsCard';

afterEach(cleanup);

const url = 'https://portal.example/api/files/abc?expires=1767225600&signature=f00d';
const centre = {
  school: {
    uploadedDocuments: {
      applicationLetter: { files: [{ id: 'f1', filename: 'letter.pdf', url, uploadedAt: '2026-03-03T10:00:00Z', contentType: 'application/pdf', size: 10 }] },
    },
  },
} as unknown as CentreDetail;

describe('the centre’s files dialog', () => {
  it('shows each file’s URL (SPEC §2), beside download, open and copy', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <DocumentsCard centre={centre} />
      </AdminContext>,
    );
    fireEvent.click((await screen.findAllByRole('button', { name: 'View files' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: 'File URL of letter.pdf' }) as HTMLInputElement).value).toBe(url);
    expect(within(dialog).getByText('File URL')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(url);
    expect(within(dialog).getByRole('button', { name: 'Copy URL' })).toBeTruthy();
  });
});
