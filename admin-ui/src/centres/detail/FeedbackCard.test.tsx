import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { ApiError } from '../../api';
import { i18nProvider } from '../../i18nProvider';
import type { CentreDetail } from '../centreTypes';
import { FeedbackCard } from './FeedbackCard';

afterEach(() => cleanup());

const centre = {
  id: 'c1',
  canResendRegistrationApproval: true,
  canResendAutotestApproval: true,
  school: { adminFeedback: 'Welcome', registrationApprovalDate: '2026-03-01T10:00:00Z', autotestApprovalDate: '2026-03-05T10:00:00Z' },
} as unknown as CentreDetail;

function renderCard(failure: unknown) {
  const onResult = vi.fn();
  const dataProvider = {
    resendApproval: vi.fn(async () => {
      throw failure;
    }),
    resendStatus: async () => null,
  } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <FeedbackCard centre={centre} canReview onResult={onResult} />
    </AdminContext>,
  );
  return onResult;
}

// SPEC §8: a failed resend says which email failed, unless the server said why.
describe('a failed resend of an approval email', () => {
  it("says 'Failed to resend registration approval email' when the server gave no reason", async () => {
    const onResult = renderCard(new ApiError('HTTP error! status: 502', 502, '<html>bad gateway</html>'));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Registration Email' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ type: 'error', message: 'Failed to resend registration approval email' }));
  });

  it("says 'Failed to resend autotest approval email' when the server could not be reached", async () => {
    const onResult = renderCard(new TypeError('Failed to fetch'));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Autotest Email' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ type: 'error', message: 'Failed to resend autotest approval email' }));
  });

  it("shows the server's own message when it sent one", async () => {
    const onResult = renderCard(new ApiError('Please wait before resending', 429, { success: false, message: 'Please wait before resending' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Autotest Email' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ type: 'error', message: 'Please wait before resending' }));
  });
});
