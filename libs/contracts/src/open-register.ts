/**
 * DECISIONS §10 "The open register" (anchors: OpenActive RPDE, DCAT, schema.org): the register of
 * accredited centres as a change feed, dumps and a catalogue, for anyone to mirror (docs/REGISTER.md).
 */

/** Every feed page and dump is published under this licence (the feed's `license`, the catalogue's `dct:license`). */
export const REGISTER_LICENSE = 'https://creativecommons.org/licenses/by/4.0/';

/** RPDE's recommended page size: a follower catches up on 100,000 centres in 200 requests. */
export const REGISTER_FEED_PAGE = 500;

/** The RPDE `kind` of every item. */
export const REGISTER_FEED_KIND = 'CbtCentre';

/** What the register publishes of a centre (the `data` of an `updated` item; a row of each dump). No contact details. */
export interface RegisterCentreData {
  id: string;
  name: string;
  state: string | null;
  localGovernment: string | null;
  town: string | null;
  address: string | null;
  capacity: number | null;
  /** Where the premises are (WGS 84 decimal degrees) as the centre declared it; null when it has not. */
  latitude: number | null;
  longitude: number | null;
  /** accredited; suspended (listed, marked); revoked only while an appeal against the revocation is open. */
  standing: 'accredited' | 'suspended' | 'revoked';
  underAppeal: boolean;
  accreditedAt: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

export interface RegisterFeedItem {
  state: 'updated' | 'deleted';
  kind: typeof REGISTER_FEED_KIND;
  id: string;
  modified: number;
  data?: RegisterCentreData;
}

export interface RegisterFeedPage {
  items: RegisterFeedItem[];
  next: string;
  license: string;
}

/** The CSV dump's columns, in order: the fields of RegisterCentreData. */
export const REGISTER_CSV_COLUMNS = ['id', 'name', 'state', 'localGovernment', 'town', 'address', 'capacity', 'standing', 'underAppeal', 'accreditedAt', 'validFrom', 'validUntil', 'latitude', 'longitude'] as const satisfies ReadonlyArray<keyof RegisterCentreData>;

export const REGISTER_MSG = {
  cursorPair: 'afterTimestamp and afterId go together: give both, or neither to start from the beginning',
  afterTimestamp: 'afterTimestamp must be a whole number (the modified of the last item read)',
  afterId: 'afterId must be the id of the last item read',
} as const;
