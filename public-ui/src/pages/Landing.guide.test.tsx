import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { LANGUAGE_KEY, setLanguage } from '../i18n';

/** A landing page that guides, and the language picker in the top bar. */
beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, data: { examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null } })));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

async function renderLanding() {
  window.history.pushState(null, '', '/landing');
  render(<App />);
  await screen.findByText(/JAMB — CBT Centre Accreditation Portal/);
}

describe('landing guide', () => {
  it('offers an approved centre its way back in, the steps, what they need and how long they take', async () => {
    await renderLanding();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Continue your registration' }).getAttribute('href')).toBe('/find-centre');
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/find-centre"]')).toBeTruthy();
    const steps = main.getByRole('heading', { name: 'How accreditation works' }).parentElement!.querySelectorAll('ol > li');
    expect(steps).toHaveLength(6);
    expect(main.getByRole('heading', { name: 'What you need' })).toBeTruthy();
    expect(main.getByText(/The four documents as PDF, Word or image files/)).toBeTruthy();
    expect(main.getByText(/Nigerian numbers may be typed as 0803/)).toBeTruthy();
    expect(main.getByRole('heading', { name: 'How long it takes' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Register of accredited centres' }).getAttribute('href')).toBe('/accredited-centres');
    expect(main.getByRole('link', { name: 'Verify an accreditation letter' }).getAttribute('href')).toBe('/verify');
  });

  it('switches language from the top bar, sets <html lang> and remembers the choice', async () => {
    await renderLanding();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'yo' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ibùdó Ìfọwọ́sí Àwọn Ibùdó CBT' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tẹ̀síwájú nínú ìforúkọsílẹ̀ yín' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('yo');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('yo');
    fireEvent.change(screen.getByLabelText('Èdè'), { target: { value: 'ig' } });
    expect(await screen.findByRole('link', { name: 'Gaa n’ihu na ndebanye aha gị' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ig');
  });
});
