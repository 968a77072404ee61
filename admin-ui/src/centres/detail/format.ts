/** A stored value as the cards show it: 'Not provided' for anything empty (SPEC §2 screen 7). */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not provided';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export function shownDate(value: unknown, withTime = false): string {
  if (typeof value !== 'string' || !value) return 'Not provided';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return withTime ? date.toLocaleString() : date.toLocaleDateString();
}
