import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import { CopyButton } from './CopyButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the copy button', () => {
  it('copies over plain HTTP, where navigator.clipboard does not exist, and says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? ((document.activeElement as HTMLTextAreaElement | null)?.value ?? (document.querySelector('textarea') as HTMLTextAreaElement).value) : '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <CopyButton text="JAMB-2026-12345678" />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('JAMB-2026-12345678');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('uses the clipboard API where the browser offers it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <CopyButton text="https://portal/file" />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://portal/file');
  });
});
