import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from '../App';

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, data: { examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('centre route guards', () => {
  for (const path of ['/centre-registration', '/document-upload']) {
    it(`sends a visitor without a centre session from ${path} to /find-centre`, async () => {
      window.history.pushState(null, '', path);
      render(<App />);
      await waitFor(() => expect(window.location.pathname).toBe('/find-centre'));
      expect(await screen.findByRole('heading', { name: 'Find Your Centre' })).toBeTruthy();
    });

    it(`also refuses ${path} when the stored centre has no reference number`, async () => {
      window.localStorage.setItem('centreAuthToken', 'token');
      window.localStorage.setItem('centreData', JSON.stringify({ CentreName: 'No reference' }));
      window.history.pushState(null, '', path);
      render(<App />);
      await waitFor(() => expect(window.location.pathname).toBe('/find-centre'));
    });
  }

  it('opens /centre-registration with a token and a centre that has a reference', async () => {
    window.localStorage.setItem('centreAuthToken', 'token');
    window.localStorage.setItem('centreData', JSON.stringify({ ReferenceNumber: 'JAMB-2026-12345678' }));
    window.history.pushState(null, '', '/centre-registration');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Centre Registration' })).toBeTruthy();
    expect(window.location.pathname).toBe('/centre-registration');
  });
});
