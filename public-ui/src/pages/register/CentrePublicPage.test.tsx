import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import CentrePublicPage from './CentrePublicPage';
import { jsonLdScript } from './publicCentre';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const ID = '00000000-0000-4000-8000-000000000007';
const centre = {
  id: ID,
  name: 'Bodija CBT Hall',
  state: 'Oyo',
  localGovernment: 'Ibadan North',
  town: 'Ibadan',
  address: '4 Road',
  capacity: 250,
  standing: 'suspended',
  underAppeal: true,
  accreditedAt: '2026-03-03T10:00:00.000Z',
  validFrom: '2026-03-03T10:00:00.000Z',
  validUntil: '2027-03-03T10:00:00.000Z',
  latitude: 7.4436,
  longitude: 3.9003,
};
const jsonLd = { '@context': 'https://schema.org', '@type': 'EducationalOrganization', name: 'Bodija CBT Hall </script><b>x</b>' };

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe("a centre's public page", () => {
  it('shows its public facts, marks its standing, links to letter checks and embeds its schema.org data', async () => {
    const fetchMock = serve(200, { success: true, data: { centre, jsonLd } });
    const { container } = render(<CentrePublicPage id={ID} />);
    await screen.findByRole('heading', { level: 1, name: 'Bodija CBT Hall' });
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/public/accredited-centres/${ID}`);
    expect(screen.getByText('Ibadan North')).toBeTruthy();
    expect(screen.getByText('Ibadan')).toBeTruthy();
    expect(screen.getByText('Suspended (under appeal)')).toBeTruthy();
    expect(screen.getByText('7.44360, 3.90030')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check a letter' }).getAttribute('href')).toBe('/verify');
    expect(screen.getByRole('link', { name: 'Back to the register' }).getAttribute('href')).toBe('/accredited-centres');
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent!)).toEqual(jsonLd);
    expect(script.textContent).not.toContain('</script>');
    expect(document.title).toContain('Bodija CBT Hall');
  });

  it('says a position was not given when the centre has none', async () => {
    serve(200, { success: true, data: { centre: { ...centre, latitude: null, longitude: null, standing: 'accredited', underAppeal: false }, jsonLd } });
    render(<CentrePublicPage id={ID} />);
    await screen.findByText('Position not given');
    expect(screen.getByText('Accredited')).toBeTruthy();
  });

  it('is the not-found page, in the reader\'s language, for an id not on the register or not an id at all', async () => {
    serve(404, { success: false, message: 'Centre not found' });
    await setLanguage('ha');
    render(<CentrePublicPage id={ID} />);
    await screen.findByRole('heading', { name: 'Ba a sami shafin ba' });
    cleanup();
    const fetchMock = serve(200, {});
    render(<CentrePublicPage id="JAMB-2026-00000001" />);
    expect(screen.getByRole('heading', { name: 'Ba a sami shafin ba' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('escapes every < of the embedded data', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).toBe('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
  });
});
