import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { loadPhoneRule } from '../../lib/phoneRule';
import { CentreForm } from './CentreForm';
import type { Centre } from './useCentre';

beforeAll(() => loadPhoneRule());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A centre whose detailed registration is filled in: only the position is left to test.
const complete = {
  ReferenceNumber: 'JAMB-2026-12345678',
  CentreName: 'Sunrise CBT',
  CoordinatorName: 'Bola',
  GovernmentId: 'RC1',
  isJambAccredited: 'No',
  yearOfEstablishment: '2015',
  AdminNumber: '+2348012345678',
  AdminEmail: 'ada@school.test',
  State: 'Oyo',
  LocalGovernment: 'Ibadan North',
  town: 'Ibadan',
  neighbourhood: 'Bodija',
  nearestLandmark: 'Market',
  address: '4 Road',
  systemConfiguration: 'Core i5',
  CentreCapacity: 10,
  ExpectedCandidates: 40,
  NumberOfBackupSystems: 2,
  TypeOfPowerSource: 'Solar',
  TypeOfBackupPowerSource: 'UPS',
  GeneratorCapacity: 'N/A',
  CoolingSystem: 'Fan',
  CCTVType: 'None',
  NetworkTopology: 'Star',
  SystemArchitecture: 'Standalone',
  networkingType: 'Wired',
  CCTV: 'No',
  internetConnection: 'Broadband',
  latitude: null,
  longitude: null,
} as unknown as Centre;

function server() {
  const posted: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init?.method === 'POST') posted.push(JSON.parse(init.body as string));
      return Response.json({ success: true, data: url.endsWith('/public/declared-minimums') ? { minimums: [] } : complete });
    }),
  );
  return posted;
}

const renderForm = (centre: Centre = complete) => {
  const onSaved = vi.fn();
  render(<CentreForm centre={centre} reference="JAMB-2026-12345678" token="tok" onSaved={onSaved} onCancel={() => undefined} />);
  return onSaved;
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe("the centre's position in its detailed registration (DECISIONS §10)", () => {
  it('is optional: a form without it saves both as null', async () => {
    const posted = server();
    const onSaved = renderForm();
    expect(field('Latitude').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save Registration' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ latitude: null, longitude: null, CentreName: 'Sunrise CBT' });
  });

  it("fills in the phone's location when asked, and saves it as numbers", async () => {
    const posted = server();
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 7.44361234, longitude: 3.90031234 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const onSaved = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(field('Latitude').value).toBe('7.443612');
    expect(field('Longitude').value).toBe('3.900312');
    fireEvent.click(screen.getByRole('button', { name: 'Save Registration' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ latitude: 7.443612, longitude: 3.900312 });
  });

  it('says so when the location cannot be read, and the fields can still be typed', () => {
    server();
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText('Your location could not be read. Type the latitude and longitude instead.')).toBeTruthy();
  });

  it('refuses a position outside Nigeria, or half a position, before sending', () => {
    const posted = server();
    renderForm({ ...complete, latitude: 7.4, longitude: 3.9 } as unknown as Centre);
    expect(field('Latitude').value).toBe('7.4');
    fireEvent.change(field('Latitude'), { target: { value: '51.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Registration' }));
    expect(screen.getAllByText(/Latitude must be a number of degrees between 4 and 14/).length).toBeGreaterThan(0);
    fireEvent.change(field('Latitude'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Registration' }));
    expect(screen.getAllByText('Give both latitude and longitude, or neither').length).toBeGreaterThan(0);
    expect(posted).toHaveLength(0);
  });
});
