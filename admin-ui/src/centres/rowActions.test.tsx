import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18nProvider } from '../i18nProvider';
import { ReasonedButton } from '../shared/ReasonedButton';
import { emailNotice, rowActionStates } from './actionLabels';

afterEach(() => cleanup());
const t = i18nProvider.translate;

describe('the list’s decisions on a row (DECISIONS §10)', () => {
  it('shows every decision, those that cannot apply disabled with the reason', () => {
    expect(rowActionStates('pending', true, true, t)).toEqual([
      { action: 'approve', reason: null },
      { action: 'reject', reason: null },
      { action: 'query', reason: null },
      { action: 'approve-autotest', reason: 'Not available while the centre is Registration Pending.' },
    ]);
    expect(rowActionStates('registration_approved', true, false, t)).toEqual([
      { action: 'approve', reason: 'Not available while the centre is Registration Approved.' },
      { action: 'reject', reason: 'Not available while the centre is Registration Approved.' },
      { action: 'query', reason: 'Not available while the centre is Registration Approved.' },
      { action: 'approve-autotest', reason: 'Only national admins can approve centres for autotest.' },
    ]);
    expect(rowActionStates('pending', false, false, t)).toEqual([]);
  });

  it('gives a disabled button its reason as tooltip and accessible description', () => {
    render(<ReasonedButton disabledReason="Not available while the centre is Rejected.">Reject</ReasonedButton>);
    const button = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Not available while the centre is Rejected.');
    expect(button.parentElement?.getAttribute('title')).toBe('Not available while the centre is Rejected.');
  });

  it('names who a decision emails', () => {
    expect(emailNotice('reject', 'admin@centre.test', t)).toBe('The centre’s administrator will be emailed at admin@centre.test.');
    expect(emailNotice('reset', 'admin@centre.test', t)).toBe('No email is sent.');
  });
});
