/**
 * The accreditation facts of a centre row in SQL, for the console list's column, its "Accreditation"
 * filter and the dashboard's counts. The filter's CASE restates headlineStatus (libs/contracts) so
 * PostgreSQL can filter and count by it; test/centres/standing-sql.spec.ts holds the two equal over
 * every combination of registration status, accreditation status and standing.
 */

/** The current accreditation's status (the newest cycle, accreditations_one_current). */
export function accreditationStatusSql(alias: string): string {
  return `(SELECT a.status FROM accreditations a WHERE a.centre_id = ${alias}.id AND a.is_current)`;
}

/** The standing of the accreditation in force (accreditations_one_in_force), else of the current one. */
export function standingSql(alias: string): string {
  return `COALESCE((SELECT f.standing FROM accreditations f WHERE f.centre_id = ${alias}.id AND f.standing IN ('accredited', 'suspended', 'expired')),
    (SELECT a.standing FROM accreditations a WHERE a.centre_id = ${alias}.id AND a.is_current))`;
}

/** The StandingFilter value (standingFilterOf(headlineStatus(...))) of given column expressions; NULL when no accreditation leads. */
export function standingFilterCaseSql(centreStatus: string, accreditationStatus: string, standing: string): string {
  return `CASE
    WHEN ${standing} IN ('suspended', 'revoked', 'expired') THEN ${standing}
    WHEN ${standing} = 'accredited' OR (${standing} IS NULL AND ${accreditationStatus} = 'approved')
      THEN CASE WHEN ${centreStatus} = 'autotest_approved' THEN 'accredited' ELSE 'withdrawn' END
    WHEN ${accreditationStatus} IN ('pending', 'in_progress') THEN 'in_progress'
    WHEN ${accreditationStatus} = 'rejected' THEN 'rejected'
  END`;
}

/** The filter value of a centres row (`alias`). */
export function centreStandingFilterSql(alias: string): string {
  return standingFilterCaseSql(`${alias}.status`, accreditationStatusSql(alias), standingSql(alias));
}
