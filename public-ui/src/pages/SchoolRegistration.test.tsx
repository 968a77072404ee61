import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { loadPhoneRule } from '../lib/phoneRule';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import SchoolRegistration from './SchoolRegistration';

// The phone rule loads after the form paints; the tests submit at once, so it is loaded first.
beforeAll(() => loadPhoneRule());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('pre-registration screen', () => {
  it('switches the number label between RC Number and Government Number', () => {
    render(<SchoolRegistration examBody="JAMB" />);
    expect(screen.getByLabelText(/^Government Number/)).toBeTruthy();
    select('Ownership type', 'Private Institution');
    expect(screen.getByLabelText(/^RC Number/)).toBeTruthy();
    select('Ownership type', 'State/Government Institution');
    expect(screen.getByLabelText(/^Government Number/)).toBeTruthy();
  });

  it('lists the chosen state\'s local governments and clears the choice when the state changes', () => {
    render(<SchoolRegistration examBody="JAMB" />);
    const lga = screen.getByLabelText(/^Local government/) as HTMLSelectElement;
    expect(lga.disabled).toBe(true);
    select('State', 'Lagos');
    expect(lga.disabled).toBe(false);
    expect(Array.from(lga.options).map((o) => o.value)).toContain('Ikeja');
    select('Local government', 'Ikeja');
    expect(lga.value).toBe('Ikeja');
    select('State', 'Kano');
    expect(lga.value).toBe('');
    expect(Array.from(lga.options).map((o) => o.value)).not.toContain('Ikeja');
  });

  it('shows the phone hint and every required message without calling the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<SchoolRegistration examBody="JAMB" />);
    expect(screen.getByText(/Include the country code/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    const expected = ['Centre name is required', 'Ownership type is required', 'Government Number is required', 'Admin email is required', 'Phone number is required', 'Local government is required'];
    for (const text of expected) {
      // Once by its field, once in the summary above the form.
      expect(screen.getAllByText(text)).toHaveLength(2);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists every problem at the top of the form, in the form's order, each a link that moves to its field (GOV.UK error summary)", async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<SchoolRegistration examBody="JAMB" />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link');
    expect(links[0]!.textContent).toBe('Centre name is required');
    expect(links.map((l) => l.textContent)).toContain('Local government is required');
    fireEvent.click(links[0]!);
    expect(document.activeElement?.getAttribute('name')).toBe('CentreName');
    // Fixing a field takes its line out of the summary.
    fireEvent.change(screen.getByRole('textbox', { name: 'Centre name' }), { target: { value: 'Sunrise CBT Centre' } });
    expect(within(summary).queryByText('Centre name is required')).toBeNull();
  });

  it('shows the registration number, then what comes next', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: { registrationNumber: 'JAMB-2026-12345678', email: 'ada@school.test' } }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<SchoolRegistration examBody="JAMB" />);
    type('Centre name', 'Sunrise');
    select('Ownership type', 'Private Institution');
    type('RC Number', 'RC1');
    type('Admin name', 'Ada');
    type('Email', 'ada@school.test');
    type('Phone number', '+2348012345678');
    select('State', 'Lagos');
    select('Local government', 'Ikeja');
    type('Address', '1 Road');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect((await screen.findByTestId('registration-number')).textContent).toBe('JAMB-2026-12345678');
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(sent).toMatchObject({ CentreName: 'Sunrise', ownershipType: 'Private Institution', GovernmentId: 'RC1', State: 'Lagos', LocalGovernment: 'Ikeja' });
    fireEvent.click(screen.getByRole('button', { name: "What's next" }));
    expect(screen.getByRole('heading', { name: "What's next" })).toBeTruthy();
  });

  it('lists server validation lines in a dismissible alert', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, errors: [{ path: 'LocalGovernment', msg: 'Local government is not in the selected state' }] }, { status: 400 })));
    render(<SchoolRegistration examBody="JAMB" />);
    type('Centre name', 'Sunrise');
    select('Ownership type', 'Private Institution');
    type('RC Number', 'RC1');
    type('Admin name', 'Ada');
    type('Email', 'ada@school.test');
    type('Phone number', '+2348012345678');
    select('State', 'Lagos');
    select('Local government', 'Ikeja');
    type('Address', '1 Road');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Validation Errors')).toBeTruthy();
    expect(screen.getByText('Local Government: Local government is not in the selected state')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Validation Errors')).toBeNull();
  });
});
