/**
 * TypeORM answers an UPDATE or DELETE ... RETURNING on PostgreSQL with [rows, count], and other
 * statements with the rows: the rows either way. Destructuring the answer directly would take the
 * rows array (always truthy) for the first row.
 */
export function returnedRows<T>(result: unknown): T[] {
  const value = result as unknown[];
  return (Array.isArray(value[0]) ? value[0] : value) as T[];
}
