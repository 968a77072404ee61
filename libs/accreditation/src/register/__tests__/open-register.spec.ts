import { REGISTER_MSG, type RegisterCentreData } from '#contracts';
import { centreJsonLd } from '../centre-json-ld.js';
import { etagOf, matchesEtag } from '../feed-etag.js';
import { feedQuery, readFeedCursor } from '../register-feed-cursor.js';

const ID = '0b6a6c1e-3f1a-4c1e-9d5e-2f6a1b7c8d9e';

describe('the feed cursor (RPDE afterTimestamp + afterId)', () => {
  it('is both parts or neither', () => {
    expect(readFeedCursor({})).toEqual({ cursor: null, errors: [] });
    expect(readFeedCursor({ afterTimestamp: '17', afterId: ID.toUpperCase() })).toEqual({ cursor: { afterTimestamp: 17, afterId: ID }, errors: [] });
    expect(readFeedCursor({ afterTimestamp: '17' }).errors).toEqual([{ path: 'afterId', msg: REGISTER_MSG.cursorPair }]);
    expect(readFeedCursor({ afterId: ID }).errors).toEqual([{ path: 'afterTimestamp', msg: REGISTER_MSG.cursorPair }]);
  });

  it('refuses what does not parse, naming the part', () => {
    for (const stamp of ['', '-1', '1.5', '1e3', 'abc', '99999999999999999', ['1', '2']]) {
      expect(readFeedCursor({ afterTimestamp: stamp, afterId: ID }).errors).toEqual([{ path: 'afterTimestamp', msg: REGISTER_MSG.afterTimestamp }]);
    }
    for (const id of ['', 'x', `${ID}0`, "' OR 1=1 --", [ID, ID]]) {
      expect(readFeedCursor({ afterTimestamp: '1', afterId: id }).errors).toEqual([{ path: 'afterId', msg: REGISTER_MSG.afterId }]);
    }
  });

  it('writes back the query it read', () => {
    expect(feedQuery(null)).toBe('');
    expect(feedQuery({ afterTimestamp: 5, afterId: ID })).toBe(`?afterTimestamp=5&afterId=${ID}`);
  });
});

describe('the feed ETag', () => {
  it('is the same for the same bytes and answers If-None-Match weakly, in lists and as *', () => {
    const tag = etagOf('{"items":[]}');
    expect(etagOf('{"items":[]}')).toBe(tag);
    expect(etagOf('{"items":[1]}')).not.toBe(tag);
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(tag.replace(/^W\//, ''), tag)).toBe(true);
    expect(matchesEtag(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('W/"other"', tag)).toBe(false);
  });
});

describe("a centre's schema.org data", () => {
  const centre: RegisterCentreData = {
    id: ID,
    name: 'Ikeja CBT Hub',
    state: 'Lagos',
    localGovernment: 'Ikeja',
    town: null,
    address: null,
    capacity: 250,
    latitude: null,
    longitude: null,
    standing: 'suspended',
    underAppeal: true,
    accreditedAt: '2026-01-10T10:00:00.000Z',
    validFrom: '2026-01-10T10:00:00.000Z',
    validUntil: '2027-01-10T10:00:00.000Z',
  };

  it('is an EducationalOrganization at a Place holding its accreditation, leaving out what is not known', () => {
    const data = centreJsonLd(centre, 'https://portal.example');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      '@id': `https://portal.example/api/public/register/centres/${ID}`,
      identifier: ID,
      name: 'Ikeja CBT Hub',
      address: { '@type': 'PostalAddress', addressRegion: 'Lagos', addressCountry: 'NG' },
      location: {
        '@type': 'Place',
        name: 'Ikeja CBT Hub',
        address: { '@type': 'PostalAddress', addressRegion: 'Lagos', addressCountry: 'NG' },
        containedInPlace: { '@type': 'AdministrativeArea', name: 'Ikeja' },
        maximumAttendeeCapacity: 250,
      },
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'accreditation',
        name: 'CBT centre accreditation',
        creativeWorkStatus: 'suspended',
        description: 'suspended, under appeal',
        dateCreated: '2026-01-10T10:00:00.000Z',
        expires: '2027-01-10T10:00:00.000Z',
      },
    });
  });

  it('places a centre that declared its position at its GeoCoordinates', () => {
    const data = centreJsonLd({ ...centre, latitude: 6.6018, longitude: 3.3515 }, 'https://portal.example') as { location: Record<string, unknown> };
    expect(data.location.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 6.6018, longitude: 3.3515 });
  });
});
