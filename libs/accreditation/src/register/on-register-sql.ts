import { delistedSql, underAppealSql } from '#centres';
import { liveStandingSql } from '../workflow/good-standing-sql.js';

/**
 * An accreditation (alias `a`) of a centre (alias `c`) that the public register lists (DECISIONS §9,
 * §10): granted, and accredited or suspended today, or revoked while an appeal against the revocation
 * is open, unless the revocation took an expired accreditation (off the register before it was revoked)
 * or a later accreditation was granted since (the centre has one entry: the later one's); never while
 * the centre is delisted (DECISIONS §10 "Due process": it returns when the delisting ends only if the
 * accreditation otherwise qualifies). One predicate for the paged register, the feed and the dumps, so
 * they never disagree.
 */
export function onRegisterSql(a = 'a', c = 'c'): string {
  const revokedExpired = `EXISTS (SELECT 1 FROM centre_decisions d WHERE d.accreditation_id = ${a}.id AND d.kind = 'revocation' AND d.from_state = 'expired')`;
  const revokedUnderAppeal = `${a}.standing = 'revoked' AND ${underAppealSql(`${a}.id`)} AND NOT ${revokedExpired} AND NOT ${laterGrantSql(a)}`;
  return `(${a}.status = 'approved' AND (${liveStandingSql(`${a}.standing`, `${c}.status`)} IN ('accredited', 'suspended') OR (${revokedUnderAppeal})) AND NOT ${delistedSql(`${c}.id`)})`;
}

/** A later accreditation of the same centre was granted (it has a standing): it replaced accreditation `a`. */
export function laterGrantSql(a = 'a'): string {
  return `EXISTS (SELECT 1 FROM accreditations later WHERE later.centre_id = ${a}.centre_id AND later.cycle > ${a}.cycle AND later.standing IS NOT NULL)`;
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
