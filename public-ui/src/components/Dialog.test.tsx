import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Dialog } from './Dialog';

afterEach(cleanup);

describe('dialog: a backdrop under a scrolled page too (the "Registration Saved" dialog once had none)', () => {
  it('sits on a backdrop that covers the page, and keeps the page from scrolling under it while open', () => {
    const { unmount } = render(
      <Dialog title="Registration Saved" onClose={() => undefined}>
        <p>Saved</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Registration Saved' });
    expect(dialog.parentElement!.className).toBe('dialog-backdrop');
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
