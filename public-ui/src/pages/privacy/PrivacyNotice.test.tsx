import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { personalFields } from '@cbt/contracts';
import { App } from '../../App';
import { setLanguage } from '../../i18n';
import { PRIVACY_WORDS } from './privacyWords';

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, data: { examBody: 'JAMB', practiceExamRegisterUrl: null, practiceExamUrl: null } })));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the privacy notice (/privacy)', () => {
  it('is linked from every page and says, from the data inventory, what is held about whom, why and how long', async () => {
    window.history.pushState(null, '', '/landing');
    render(<App />);
    fireEvent.click(await screen.findByRole('link', { name: 'How we handle personal data' }));
    await screen.findByRole('heading', { level: 1, name: 'How we handle personal data' });
    expect(screen.getByText(/examinations council \(JAMB\)/)).toBeTruthy();
    const contacts = screen.getByRole('region', { name: "A centre's contact people (its administrator and coordinator)" });
    expect(within(contacts).getByText('email addresses and phone numbers')).toBeTruthy();
    // Every retention class the inventory uses is explained, and none it does not use.
    const classes = new Set(personalFields().map((f) => f.retention));
    for (const [cls, words] of Object.entries(PRIVACY_WORDS.en.retention)) {
      if (classes.has(cls as keyof typeof PRIVACY_WORDS.en.retention)) expect(screen.getByText(words)).toBeTruthy();
      else expect(screen.queryByText(words)).toBeNull();
    }
    expect(screen.getByText(/within 72 hours/)).toBeTruthy();
  });

  it('is named, with a link, on the pre-registration form that collects personal data', async () => {
    window.history.pushState(null, '', '/school-registration');
    render(<App />);
    const form = (await screen.findByRole('textbox', { name: /Centre/ })).closest('form')!;
    expect(within(form).getByText(/uses these details to register and review your centre/)).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'How we handle personal data' }).getAttribute('href')).toBe('/privacy');
  });

  it('is written in each language of the site, every word its own', async () => {
    for (const language of ['ha', 'yo', 'ig'] as const) {
      const words = PRIVACY_WORDS[language];
      const english = PRIVACY_WORDS.en;
      const flat = (w: typeof english) => [w.title, w.intro, w.controller('X'), ...Object.values(w.purposes), ...Object.values(w.bases), ...Object.values(w.retention), ...w.rights, w.breachText];
      const same = flat(words).filter((text) => flat(english).includes(text));
      expect(same).toEqual([]);
    }
    await setLanguage('ha');
    window.history.pushState(null, '', '/privacy');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: PRIVACY_WORDS.ha.title });
  });
});
