import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from '../App';
import { setLanguage } from '../i18n';
import type { PublicConfig } from '../publicConfig';

function serveConfig(data: PublicConfig) {
  const fetchMock = vi.fn(async () => Response.json({ success: true, data }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderAt(path: string) {
  window.history.pushState(null, '', path);
  render(<App />);
  // The footer names the exam body once the configuration has arrived.
  await screen.findByText(/JAMB — CBT Centre Accreditation Portal/);
}

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('Landing page', () => {
  it('reads the configuration from /api/public/config and shows the fixed links', async () => {
    const fetchMock = serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null });
    await renderAt('/landing');

    expect(fetchMock).toHaveBeenCalledWith('/api/public/config', expect.anything());
    expect(screen.getAllByRole('link', { name: 'Register CBT Centre' })[0]).toHaveProperty('pathname', '/school-registration');
    expect(screen.getAllByRole('link', { name: 'Check Status' })[0]).toHaveProperty('pathname', '/check-status');
    expect(screen.getByRole('link', { name: 'Admin Access' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(`© ${new Date().getFullYear()} JAMB — CBT Centre Accreditation Portal`)).toBeTruthy();
  });

  it('hides every practice-exam link when both URLs are null', async () => {
    serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null });
    await renderAt('/landing');

    expect(screen.queryByRole('button', { name: /Practice Exam/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Practice Exam' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register', hidden: true })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Take Exam', hidden: true })).toBeNull();
  });

  it('shows both practice-exam links opening in a new tab when both URLs are set', async () => {
    serveConfig({
      examBody: 'JAMB',
      practiceExamRegisterUrl: 'https://practice.example.org/register',
      practiceExamUrl: 'https://practice.example.org/exam',
    });
    await renderAt('/landing');

    fireEvent.click(screen.getByRole('button', { name: /Practice Exam/ }));
    const register = screen.getByRole('link', { name: 'Register' });
    const takeExam = screen.getByRole('link', { name: 'Take Exam' });
    const hero = screen.getByRole('link', { name: 'Practice Exam' });

    expect(register.getAttribute('href')).toBe('https://practice.example.org/register');
    expect(takeExam.getAttribute('href')).toBe('https://practice.example.org/exam');
    expect(hero.getAttribute('href')).toBe('https://practice.example.org/exam');
    for (const link of [register, takeExam, hero]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('hides only the link whose URL is null', async () => {
    serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: 'https://practice.example.org/register', practiceExamUrl: null });
    await renderAt('/landing');

    fireEvent.click(screen.getByRole('button', { name: /Practice Exam/ }));
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Take Exam', hidden: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'Practice Exam' }).getAttribute('href')).toBe(
      'https://practice.example.org/register',
    );
  });

  it('does not render a configured URL that is not http(s)', async () => {
    serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: 'javascript:alert(1)', practiceExamUrl: null });
    await renderAt('/landing');

    expect(screen.queryByRole('button', { name: /Practice Exam/ })).toBeNull();
  });
});

describe('Routing', () => {
  it('sends a visitor from / to /landing (SPEC route table), replacing the entry', async () => {
    serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null });
    const length = window.history.length;
    await renderAt('/');
    expect(window.location.pathname).toBe('/landing');
    expect(window.history.length).toBe(length + 1);
    expect(screen.getByRole('heading', { level: 1, name: 'CBT Centre Accreditation Portal' })).toBeTruthy();
  });

  it('sends a signed-in admin from / to the admin dashboard', () => {
    serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null });
    window.localStorage.setItem('authToken', 'token');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    window.history.pushState(null, '', '/');
    render(<App />);
    expect(replace).toHaveBeenCalledWith('/admin-dashboard');
  });

  it('shows Page not found with a link home for an unknown path', async () => {
    serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null });
    await renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/landing');
  });

  it('changes screen without a page load when an in-app link is clicked', async () => {
    serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null });
    await renderAt('/no-such-page');
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(window.location.pathname).toBe('/landing');
    expect(await screen.findByRole('link', { name: 'Admin Access' })).toBeTruthy();
  });

  it('names itself in the tab in the reader\'s language (the Hausa title, not the English one)', async () => {
    serveConfig({ examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null });
    document.title = 'CBT Centre Accreditation Portal';
    await setLanguage('ha');
    window.history.pushState(null, '', '/landing');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Tashar Amincewa da Cibiyoyin CBT' });
    expect(document.title).toBe('Tashar Amincewa da Cibiyoyin CBT');
  });
});
