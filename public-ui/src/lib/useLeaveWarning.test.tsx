import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { navigate } from '../router';
import { useLeaveWarning } from './useLeaveWarning';

function Sending({ active }: { active: boolean }) {
  useLeaveWarning(active, 'A file is still sending. Leave anyway?');
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('leaving while a file is still sending', () => {
  it('asks before an in-app link leaves, and stays when the answer is no', () => {
    window.history.replaceState(null, '', '/document-upload');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    render(<Sending active />);
    navigate('/centre-registration');
    expect(confirm).toHaveBeenCalledWith('A file is still sending. Leave anyway?');
    expect(window.location.pathname).toBe('/document-upload');
    confirm.mockReturnValue(true);
    navigate('/centre-registration');
    expect(window.location.pathname).toBe('/centre-registration');
  });

  it('asks the browser before the tab closes, and asks nothing once the files have arrived', () => {
    const { rerender } = render(<Sending active />);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    rerender(<Sending active={false} />);
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    navigate('/check-status');
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/check-status');
  });
});
