import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { loadPhoneRule } from '../../lib/phoneRule';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import CentreRegistration from './CentreRegistration';

// The phone rule loads after the form paints; the tests submit at once, so it is loaded first.
beforeAll(() => loadPhoneRule());

const REF = 'JAMB-2026-12345678';
const saved = {
  ReferenceNumber: REF,
  CentreName: 'Sunrise CBT',
  State: 'Lagos',
  LocalGovernment: 'Ikeja',
  isRegistrationComplete: false,
  uploadedDocuments: {
    applicationLetter: { files: [{ id: 'f1', filename: 'letter.pdf', url: 'http://localhost:3000/api/files/f1?expires=1&signature=s', uploadedAt: '2026-03-01T10:00:00Z' }] },
    centrePicture: { files: [{ id: 'f2', filename: 'front.JPG', url: 'http://localhost:3000/api/files/f2?expires=1&signature=s', uploadedAt: '2026-03-01T10:00:00Z' }] },
  },
};

let posted: Record<string, unknown> | null = null;
beforeEach(() => {
  posted = null;
  window.localStorage.clear();
  window.localStorage.setItem('centreAuthToken', 'tok');
  window.localStorage.setItem('centreData', JSON.stringify({ ReferenceNumber: REF }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        posted = JSON.parse(init.body as string);
        return Response.json({ success: true, data: saved });
      }
      return Response.json({ success: true, data: saved });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('centre registration screen', () => {
  it('shows the reference, Incomplete, and Not provided for empty values', async () => {
    render(<CentreRegistration />);
    expect(await screen.findByText('Sunrise CBT', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(REF)).toBeTruthy();
    expect(screen.getByText('Incomplete')).toBeTruthy();
    expect(screen.getAllByText('Not provided').length).toBeGreaterThan(10);
    expect(screen.getByRole('button', { name: 'Edit Information' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Documents' })).toBeTruthy();
  });

  it('lists uploaded files with type icons, links and copyable URLs', async () => {
    render(<CentreRegistration />);
    const link = await screen.findByRole('link', { name: 'letter.pdf' });
    expect(link.getAttribute('href')).toBe(saved.uploadedDocuments.applicationLetter.files[0]!.url);
    expect(screen.getByRole('img', { name: 'PDF document' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image' })).toBeTruthy();
    expect((screen.getByLabelText('Link to letter.pdf') as HTMLInputElement).value).toBe(saved.uploadedDocuments.applicationLetter.files[0]!.url);
    fireEvent.click(screen.getByRole('button', { name: 'View GPS Picture files' }));
    expect(within(screen.getByRole('dialog')).getByText('No files found for this document type.')).toBeTruthy();
  });

  it('validates, saves with SPEC §9 defaults, stores pendingDocumentUpload and shows the reference dialog', async () => {
    render(<CentreRegistration />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Information' }));
    expect(screen.getByRole('group', { name: 'Section A: Centre Information' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Section B: Centre Capacity' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Registration' }));
    expect(screen.getByText('Coordinator name is required')).toBeTruthy();
    expect(screen.getByText('Please select accreditation status')).toBeTruthy();
    expect(posted).toBeNull();

    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fill('Coordinator name', 'Bola');
    fill('RC Number', 'RC1');
    fill('Is the centre already accredited', 'No');
    fill('Year of establishment', '2015');
    fill('Phone number', '+2348012345678');
    fill('Email address', 'ada@school.test');
    fill('Town', 'Ikeja');
    fill('Neighbourhood', 'Alausa');
    fill('Nearest landmark', 'Secretariat');
    fill('Contact address', '1 Road');
    fill('System configuration', 'Core i5');
    fill('Number of systems', '10');
    fill('Power source', 'Solar');
    fill('Network topology', 'Star');
    fill('System architecture', 'Standalone');
    fill('Networking type', 'Wired');
    fill('CCTV availability', 'No');
    fill('Internet connection', 'Broadband');
    fireEvent.click(screen.getByRole('button', { name: 'Save Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Saved' });
    expect(within(dialog).getByText(REF)).toBeTruthy();
    expect(posted).toMatchObject({ ReferenceNumber: REF, CentreCapacity: 10, ExpectedCandidates: 500, GeneratorCapacity: '5', CCTVType: 'None', CoolingSystem: 'AC', backUpCapacity: 5 });
    expect(window.localStorage.getItem('pendingDocumentUpload')).toBe(REF);
    expect(within(dialog).getByRole('button', { name: 'Upload Documents' })).toBeTruthy();
  });
});
