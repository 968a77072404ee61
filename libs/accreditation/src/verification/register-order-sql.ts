import { NEAR_LONGITUDE_SCALE } from '#contracts';
import { underAppealSql } from '#centres';
import { onRegisterSql } from '../register/on-register-sql.js';

// The statements of GET /public/accredited-centres (DECISIONS §9, §10; docs/REGISTER.md), apart so that
// bench/register-near.bench.mjs measures exactly these. $1 state or null, $2 limit, $3 offset.

// DECISIONS §9: the accreditations in force whose live standing is accredited or suspended, as granted
// (their snapshots); withdrawn (the centre reviewed again), revoked, expired and superseded ones are not
// listed (docs/TRUST.md "Good standing"); a revoked one is listed, marked under appeal, while the centre's
// appeal against the revocation is open (DECISIONS §10).
const WHERE = `FROM accreditations a JOIN centres c ON c.id = a.centre_id
  WHERE ${onRegisterSql()}
    AND ($1::text IS NULL OR COALESCE(a.snapshot->>'State', c.state) = $1)`;

const SELECT = `SELECT c.id, COALESCE(a.snapshot->>'CentreName', c.centre_name) AS centre_name, COALESCE(a.snapshot->>'State', c.state) AS state,
  COALESCE(a.snapshot->>'LocalGovernment', c.local_government) AS local_government, a.accredited_at, a.standing,
  a.valid_until, ${underAppealSql('a.id')} AS under_appeal, c.latitude, c.longitude`;

export const REGISTER_COUNTS = `SELECT count(*)::int AS count, count(*) FILTER (WHERE c.latitude IS NOT NULL)::int AS located ${WHERE}`;

export const NEWEST_FIRST = `${SELECT} ${WHERE} ORDER BY a.accredited_at DESC NULLS LAST, a.id LIMIT $2 OFFSET $3`;

/**
 * $4 longitude, $5 latitude of the visitor. Ordered by the distance alone, the one order the
 * centres_location_near index gives: a second key (an id to break ties) would make PostgreSQL read and
 * sort every located centre instead (measured: docs/PERFORMANCE.md "Register nearest first"). Only
 * centres at the very same position tie.
 */
export const LOCATED_NEAREST_FIRST = `${SELECT} ${WHERE} AND c.latitude IS NOT NULL
  ORDER BY point(c.longitude * ${NEAR_LONGITUDE_SCALE}, c.latitude) <-> point($4::float8 * ${NEAR_LONGITUDE_SCALE}, $5::float8) LIMIT $2 OFFSET $3`;

export const UNLOCATED_NEWEST_FIRST = `${SELECT} ${WHERE} AND c.latitude IS NULL ORDER BY a.accredited_at DESC NULLS LAST, a.id LIMIT $2 OFFSET $3`;
