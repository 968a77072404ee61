import { REGISTER_LICENSE } from '#contracts';
import { REGISTER_FEED_PATH } from './register-feed.service.js';

/** DCAT's vocabulary for "updated continuously" (the feed shows a decision within a minute). */
export const CONTINUOUS = 'http://purl.org/cld/freq/continuous';

const MEDIA = (type: string) => ({ '@id': `https://www.iana.org/assignments/media-types/${type}` });

/**
 * GET /api/public/catalog (DECISIONS §10): a DCAT 3 catalogue in JSON-LD naming the register, its
 * licence, how often it changes, when it last did, and where to take it: the three dumps and the feed.
 */
export function registerCatalog(publicUrl: string, lastModified: Date | null): Record<string, unknown> {
  const license = { '@id': REGISTER_LICENSE };
  const download = (path: string, type: string, format: string, title: string) => ({
    '@type': 'dcat:Distribution',
    'dct:title': title,
    'dcat:downloadURL': { '@id': `${publicUrl}${path}` },
    'dcat:mediaType': MEDIA(type),
    'dct:format': format,
    'dct:license': license,
  });
  return {
    '@context': {
      dcat: 'http://www.w3.org/ns/dcat#',
      dct: 'http://purl.org/dc/terms/',
      foaf: 'http://xmlns.com/foaf/0.1/',
      xsd: 'http://www.w3.org/2001/XMLSchema#',
    },
    '@id': `${publicUrl}/api/public/catalog`,
    '@type': 'dcat:Catalog',
    'dct:title': 'CBT Centre Accreditation Portal: open data',
    'dct:description': 'The public register of accredited computer-based test centres.',
    'dct:license': license,
    'foaf:homepage': { '@id': publicUrl },
    'dcat:dataset': [
      {
        '@id': `${publicUrl}/api/public/register`,
        '@type': 'dcat:Dataset',
        'dct:title': 'Register of accredited CBT centres',
        'dct:description':
          'Every centre in good standing or suspended (marked), or revoked while an appeal is open: name, premises, capacity, standing and validity. No contact details.',
        'dct:license': license,
        'dct:accrualPeriodicity': { '@id': CONTINUOUS },
        ...(lastModified ? { 'dct:modified': { '@value': lastModified.toISOString(), '@type': 'xsd:dateTime' } } : {}),
        'dcat:keyword': ['CBT centres', 'accreditation', 'Nigeria'],
        'dct:spatial': { '@id': 'http://publications.europa.eu/resource/authority/country/NGA' },
        'dcat:distribution': [
          download('/api/public/register/centres.csv', 'text/csv', 'CSV', 'All centres on the register (CSV)'),
          download('/api/public/register/centres.json', 'application/json', 'JSON', 'All centres on the register (JSON)'),
          download('/api/public/register/centres.geojson', 'application/geo+json', 'GeoJSON', 'All centres on the register (GeoJSON)'),
          {
            '@type': 'dcat:Distribution',
            'dct:title': 'Every change to the register (OpenActive RPDE feed)',
            'dcat:accessURL': { '@id': `${publicUrl}${REGISTER_FEED_PATH}` },
            'dcat:mediaType': MEDIA('application/json'),
            'dct:conformsTo': { '@id': 'https://openactive.io/realtime-paged-data-exchange/' },
            'dct:license': license,
          },
        ],
      },
    ],
  };
}
