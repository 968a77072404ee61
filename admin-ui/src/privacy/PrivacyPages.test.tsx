import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import type { BreachView, PrivacyRequestView } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { PrivacyRequestList, PrivacyRequestShow } from './PrivacyRequestPages';
import { BreachShow } from './BreachPages';
import { breachClockWords, requestDeadline } from './privacyWords';

afterEach(() => cleanup());

const request: PrivacyRequestView & { history: Array<{ at: string; action: string; actor: string | null }> } = {
  id: '5d6c1f0e-1111-4c1d-9a55-000000000001',
  reference: 'PR-2026-00007',
  kind: 'erasure',
  status: 'open',
  name: 'Amina Bello',
  email: 'amina@example.ng',
  language: 'ha',
  centre: 'CBT-2026-00042',
  details: 'Please erase my phone number.',
  createdAt: '2026-03-02T09:00:00.000Z',
  confirmedAt: '2026-03-02T09:05:00.000Z',
  dueDate: '2026-03-30',
  dueInDays: -2,
  overdue: true,
  closedAt: null,
  answer: null,
  reasons: null,
  closedBy: null,
  history: [
    { at: '2026-03-02T09:00:00.000Z', action: 'privacy_request.received', actor: null },
    { at: '2026-03-02T09:05:00.000Z', action: 'privacy_request.confirmed', actor: null },
  ],
};

const allowAll = {
  canAccess: async () => true,
  checkAuth: async () => undefined,
  login: async () => undefined,
  logout: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
} as AuthProvider;

function renderAt(path: string, element: ReactElement, route: string, provider: Record<string, unknown>, locale = 'en') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={provider as unknown as DataProvider} authProvider={allowAll} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

// Rendering react-admin's List and Show takes seconds on a loaded machine: each test gets 20.
describe("the data protection officer's Requests screen", { timeout: 20_000 }, () => {
  it('lists requests with their status and deadline, in Hausa too', async () => {
    const provider = { getList: async () => ({ data: [request], total: 1 }) };
    renderAt('/admin-privacy-requests', <PrivacyRequestList />, '/admin-privacy-requests', provider, 'ha');
    expect(await screen.findByText('PR-2026-00007', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Ya wuce wa’adi da ranakun aiki 2')).toBeTruthy();
    expect(screen.getAllByText('Gogewa').length).toBeGreaterThan(0);
  });

  it('answers an open request from its Show page: the text goes to the server as typed', async () => {
    const answerPrivacyRequest = vi.fn(async () => ({ ...request, status: 'answered' }));
    const provider = { getOne: async () => ({ data: request }), answerPrivacyRequest, rejectPrivacyRequest: vi.fn() };
    renderAt(`/admin-privacy-requests/${request.id}/show`, <PrivacyRequestShow />, '/admin-privacy-requests/:id/show', provider);
    expect(await screen.findByText('Please erase my phone number.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Confirmed by the requester', { exact: false })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    const send = await screen.findByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer' }), { target: { value: 'Your number is erased.' } });
    fireEvent.click(send);
    await waitFor(() => expect(answerPrivacyRequest).toHaveBeenCalledWith(request.id, 'Your number is erased.'));
  });

  it('offers no answer on a closed request', async () => {
    const provider = { getOne: async () => ({ data: { ...request, status: 'answered', dueInDays: null, overdue: false, answer: 'Done.' } }) };
    renderAt(`/admin-privacy-requests/${request.id}/show`, <PrivacyRequestShow />, '/admin-privacy-requests/:id/show', provider);
    expect(await screen.findByText('Done.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
  });
});

describe('the breach register', { timeout: 20_000 }, () => {
  const breach: BreachView & { history: []; notice: string } = {
    id: '5d6c1f0e-2222-4c1d-9a55-000000000002',
    reference: 'BR-2026-0003',
    discoveredAt: '2026-03-02T09:00:00.000Z',
    recordedAt: '2026-03-02T10:00:00.000Z',
    summary: 'A laptop was stolen.',
    measures: 'Passwords reset.',
    categories: ['contact'],
    centres: [{ id: 'c1', name: 'Kano Star CBT', reference: 'JAMB-2026-1', state: 'Kano' }],
    noticeDueAt: '2026-03-05T09:00:00.000Z',
    noticeLeftMs: 5 * 3600_000 + 30 * 60_000,
    overdue: false,
    notifiedAt: null,
    centresEmailedAt: null,
    recordedBy: 'dpo@council.test',
    history: [],
    notice: 'Notification of a personal data breach to the Nigeria Data Protection Commission\nBreach reference: BR-2026-0003',
  };

  it('shows the time left, the prefilled notice, and marks the regulator notified', async () => {
    const markBreachNotified = vi.fn(async () => ({ ...breach, notifiedAt: '2026-03-02T12:00:00.000Z', noticeLeftMs: null }));
    const provider = { getOne: async () => ({ data: breach }), markBreachNotified, emailBreachCentres: vi.fn() };
    renderAt(`/admin-privacy-breaches/${breach.id}/show`, <BreachShow />, '/admin-privacy-breaches/:id/show', provider);
    expect(await screen.findByText('5 h 30 min left', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/Breach reference: BR-2026-0003/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the notice' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark the regulator notified' }));
    await waitFor(() => expect(markBreachNotified).toHaveBeenCalledWith(breach.id));
  });

  it('emails the affected centres only after the officer confirms', async () => {
    const emailBreachCentres = vi.fn(async () => ({ ...breach, emailed: 1 }));
    const provider = { getOne: async () => ({ data: breach }), markBreachNotified: vi.fn(), emailBreachCentres };
    renderAt(`/admin-privacy-breaches/${breach.id}/show`, <BreachShow />, '/admin-privacy-breaches/:id/show', provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Email the affected centres' }, { timeout: 15_000 }));
    expect(emailBreachCentres).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(emailBreachCentres).toHaveBeenCalledWith(breach.id));
  });
});

describe('the privacy words', () => {
  const t = ((key: string, args?: Record<string, unknown>) => `${key}${args ? JSON.stringify(args) : ''}`) as never;
  it('say the deadline of each kind of request', () => {
    expect(requestDeadline({ status: 'unconfirmed', dueInDays: null }, t)).toBe('console.privacy.requests.noClock');
    expect(requestDeadline({ status: 'open', dueInDays: 0 }, t)).toBe('console.privacy.requests.dueToday');
    expect(requestDeadline({ status: 'open', dueInDays: 3 }, t)).toBe('console.privacy.requests.dueIn{"days":3}');
    expect(requestDeadline({ status: 'answered', dueInDays: null }, t)).toBe('console.privacy.requests.closed');
  });
  it('count the 72-hour clock in hours and minutes, either side of the deadline', () => {
    expect(breachClockWords(null, t)).toBeNull();
    expect(breachClockWords(-(2 * 3600_000 + 5 * 60_000), t)).toBe('console.privacy.breaches.overdue{"hours":2,"minutes":5}');
    expect(breachClockWords(71 * 3600_000 + 59 * 60_000, t)).toBe('console.privacy.breaches.left{"hours":71,"minutes":59}');
  });
});
