/** What a reader sees where an erased person's value was (the SQL functions audit_resolve* answer it too). */
export const ERASED_VALUE = '[erased]';

/** The SQL test that a column holds `value` itself or a reference to it (filters by a person's email). */
export function holdsValue(column: string, param: string): string {
  return `(lower(${column}) = ${param} OR ${column} IN (SELECT ref FROM audit_personal_values WHERE lower(value #>> '{}') = ${param}))`;
}
