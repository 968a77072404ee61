/** The report tables' entities (raw SQL is fine too; list any entity here). */
export const REPORTS_ENTITIES: Function[] = [];
