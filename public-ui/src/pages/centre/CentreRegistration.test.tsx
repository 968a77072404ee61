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

// The council's minimums as GET /api/public/declared-minimums gives them (docs/INSPECTIONS.md).
const MINIMUMS = [
  { field: 'CentreCapacity', minimum: 250, percentOf: null },
  { field: 'NumberOfBackupSystems', minimum: 25, percentOf: { field: 'CentreCapacity', percent: 10 } },
  { field: 'GeneratorCapacity', minimum: 40, percentOf: null },
];

let posted: Record<string, unknown> | null = null;
beforeEach(() => {
  posted = null;
  window.localStorage.clear();
  window.localStorage.setItem('centreAuthToken', 'tok');
  window.localStorage.setItem('centreData', JSON.stringify({ ReferenceNumber: REF }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/public/declared-minimums')) return Response.json({ success: true, data: { minimums: MINIMUMS } });
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
  window.history.replaceState(null, '', '/');
});

describe("check your answers' Change link (DECISIONS §10)", () => {
  it('opens the form at the field it names', async () => {
    window.history.replaceState(null, '', '/centre-registration?change=town');
    render(<CentreRegistration />);
    const town = await screen.findByLabelText(/^Town/);
    await vi.waitFor(() => expect(document.activeElement).toBe(town));
    expect(screen.getByRole('button', { name: 'Save Registration' })).toBeTruthy();
  });
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

  it('starts every declared figure empty, warns with the minimum as it is entered, and still saves (DECISIONS §10)', async () => {
    render(<CentreRegistration />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Information' }));
    const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLSelectElement;
    for (const label of ['Number of systems', 'Expected candidates', 'Backup systems', 'Backup power source', 'Generator capacity', 'Cooling system', 'CCTV type']) {
      expect([label, field(label).value]).toEqual([label, '']);
    }
    expect(screen.queryByText(/Left empty/)).toBeNull();
    expect(screen.queryByText(/minimum/)).toBeNull();
    fireEvent.change(field('Number of systems'), { target: { value: '100' } });
    fireEvent.change(field('Backup systems'), { target: { value: '1' } });
    fireEvent.change(field('Generator capacity'), { target: { value: '10KVA' } });
    expect(await screen.findByText(/minimum 250/)).toBeTruthy();
    expect(screen.getByText(/minimum 25\b/)).toBeTruthy();
    expect(screen.getByText(/minimum 40/)).toBeTruthy();
    // A warning, not a refusal: the figures meet the minimums once they are raised.
    fireEvent.change(field('Number of systems'), { target: { value: '400' } });
    fireEvent.change(field('Backup systems'), { target: { value: '40' } });
    expect(screen.queryByText(/minimum 250/)).toBeNull();
    expect(screen.queryByText(/minimum 25\b/)).toBeNull();
  });

  it('validates, asks for every declared figure, saves what was entered, stores pendingDocumentUpload and shows the reference dialog', async () => {
    render(<CentreRegistration />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Information' }));
    expect(screen.getByRole('group', { name: 'Section A: Centre Information' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Section B: Centre Capacity' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Registration' }));
    expect(screen.getAllByText('Coordinator name is required')).toHaveLength(2);
    expect(screen.getAllByText('Please select accreditation status')).toHaveLength(2);
    expect(screen.getAllByText('Expected candidates is required')).toHaveLength(2);
    expect(screen.getAllByText('Backup systems is required')).toHaveLength(2);
    expect(screen.getAllByText('CCTV type is required')).toHaveLength(2);
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
    fill('Expected candidates', '40');
    fill('Backup systems', '2');
    fill('Power source', 'Solar');
    fill('Backup power source', 'UPS');
    fill('Generator capacity', 'N/A');
    fill('Cooling system', 'Fan');
    fill('CCTV type', 'None');
    fill('Network topology', 'Star');
    fill('System architecture', 'Standalone');
    fill('Networking type', 'Wired');
    fill('CCTV availability', 'No');
    fill('Internet connection', 'Broadband');
    fireEvent.click(screen.getByRole('button', { name: 'Save Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Saved' });
    expect(within(dialog).getByText(REF)).toBeTruthy();
    expect(posted).toMatchObject({ ReferenceNumber: REF, CentreCapacity: 10, ExpectedCandidates: 40, NumberOfBackupSystems: 2, TypeOfBackupPowerSource: 'UPS', GeneratorCapacity: 'N/A', CCTVType: 'None', CoolingSystem: 'Fan' });
    // Nothing the centre did not enter is sent as its declaration.
    expect(posted).not.toHaveProperty('backUpCapacity');
    expect(window.localStorage.getItem('pendingDocumentUpload')).toBe(REF);
    expect(within(dialog).getByRole('button', { name: 'Upload Documents' })).toBeTruthy();
    // Twenty-seven fields filled one by one: slower than the default 5 s on a busy machine.
  }, 20_000);
});
