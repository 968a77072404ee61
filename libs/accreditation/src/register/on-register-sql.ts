import { delistedSql, underAppealSql } from '#centres';
import { liveStandingSql } from '../workflow/good-standing-sql.js';

/**
 * An accreditation (alias `a`) of a centre (alias `c`) that the public register lists (DECISIONS §9,
 * §10): granted, and accredited or suspended today, or revoked while an appeal against the revocation
 * is open; never while the centre is delisted (DECISIONS §10 "Due process": it returns when the
 * delisting ends only if the accreditation otherwise qualifies). One predicate for the paged register,
 * the feed and the dumps, so they never disagree.
 */
export function onRegisterSql(a = 'a', c = 'c'): string {
  return `(${a}.status = 'approved' AND (${liveStandingSql(`${a}.standing`, `${c}.status`)} IN ('accredited', 'suspended') OR (${a}.standing = 'revoked' AND ${underAppealSql(`${a}.id`)})) AND NOT ${delistedSql(`${c}.id`)})`;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What the register publishes of a listed centre (RegisterCentreData in #contracts), as granted (the
 * accreditation's snapshot) where the snapshot has it; its position as the centre declares it now
 * (null until declared: docs/REGISTER.md "Where coordinates come from"). No contact details (DECISIONS §10).
 */
export function registerDataSql(a = 'a', c = 'c'): string {
  return `jsonb_build_object(
    'id', ${c}.id,
    'name', COALESCE(${a}.snapshot->>'CentreName', ${c}.centre_name),
    'state', COALESCE(${a}.snapshot->>'State', ${c}.state),
    'localGovernment', COALESCE(${a}.snapshot->>'LocalGovernment', ${c}.local_government),
    'town', COALESCE(${a}.snapshot->>'town', ${c}.town),
    'address', COALESCE(${a}.snapshot->>'address', ${c}.address),
    'capacity', COALESCE(NULLIF(${a}.snapshot->'CentreCapacity', 'null'::jsonb), to_jsonb(${c}.centre_capacity)),
    'latitude', ${c}.latitude,
    'longitude', ${c}.longitude,
    'standing', ${a}.standing,
    'underAppeal', ${a}.standing <> 'accredited' AND ${underAppealSql(`${a}.id`)},
    'accreditedAt', ${iso(`${a}.accredited_at`)},
    'validFrom', ${iso(`${a}.valid_from`)},
    'validUntil', ${iso(`${a}.valid_until`)})`;
}
