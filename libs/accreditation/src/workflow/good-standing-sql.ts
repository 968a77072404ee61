/**
 * The SQL twins of `liveStanding` and `isInGoodStanding` (libs/contracts/src/trust-messages.ts): one
 * notion of good standing for every list, count, export and public answer (docs/TRUST.md "Good
 * standing"). test/accreditation/good-standing.e2e.spec.ts checks that the twins agree.
 */

/** The live standing of a stored standing: `withdrawn` while the centre is reviewed again. */
export function liveStandingSql(standing: string, centreStatus: string): string {
  return `(CASE WHEN ${standing} IN ('accredited', 'suspended') AND ${centreStatus} <> 'autotest_approved' THEN 'withdrawn' ELSE ${standing} END)`;
}

/** A granted accreditation (alias `a`) of a centre (alias `c`) that stands today. */
export function inGoodStandingSql(a: string, c: string): string {
  return `(${a}.status = 'approved' AND ${liveStandingSql(`${a}.standing`, `${c}.status`)} = 'accredited')`;
}
