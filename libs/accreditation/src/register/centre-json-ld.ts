import type { RegisterCentreData } from '#contracts';

export const centrePagePath = (id: string): string => `/api/public/register/centres/${id}`;

/**
 * A centre on the register as schema.org data (DECISIONS §10): an EducationalOrganization at a Place,
 * holding an accreditation (an EducationalOccupationalCredential whose status is the standing and
 * which expires when the validity ends). Only what the register publishes; no contact details.
 */
export function centreJsonLd(centre: RegisterCentreData, publicUrl: string): Record<string, unknown> {
  const address = {
    '@type': 'PostalAddress',
    ...(centre.address ? { streetAddress: centre.address } : {}),
    ...(centre.town ? { addressLocality: centre.town } : {}),
    ...(centre.state ? { addressRegion: centre.state } : {}),
    addressCountry: 'NG',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${publicUrl}${centrePagePath(centre.id)}`,
    identifier: centre.id,
    name: centre.name,
    address,
    location: {
      '@type': 'Place',
      name: centre.name,
      address,
      // The local government area the premises lie in (an AdministrativeArea, a kind of Place).
      ...(centre.localGovernment ? { containedInPlace: { '@type': 'AdministrativeArea', name: centre.localGovernment } } : {}),
      ...(centre.capacity !== null ? { maximumAttendeeCapacity: centre.capacity } : {}),
      // As the centre declared it (docs/REGISTER.md "Where coordinates come from"); absent until it does.
      ...(typeof centre.latitude === 'number' && typeof centre.longitude === 'number' ? { geo: { '@type': 'GeoCoordinates', latitude: centre.latitude, longitude: centre.longitude } } : {}),
    },
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'accreditation',
      name: 'CBT centre accreditation',
      creativeWorkStatus: centre.standing,
      ...(centre.underAppeal ? { description: `${centre.standing}, under appeal` } : {}),
      ...(centre.accreditedAt ? { dateCreated: centre.accreditedAt } : {}),
      ...(centre.validUntil ? { expires: centre.validUntil } : {}),
    },
  };
}
