import { randomUUID } from 'node:crypto';

/**
 * Personal values of an audit entry live outside its hashed body (DECISIONS §10; docs/TRUST.md
 * "Personal data in the audit log"): the body holds a reference `pv:<uuid>` and the value sits in
 * audit_personal_values under the person it belongs to. The HMAC covers the reference, so erasing a
 * person deletes their rows of the vault and leaves every entry verifying as it was written.
 */
export const VAULT_REF_PREFIX = 'pv:';

export const isVaultRef = (value: unknown): value is string => typeof value === 'string' && value.startsWith(VAULT_REF_PREFIX) && value.length === VAULT_REF_PREFIX.length + 36;

/**
 * Keys of an entry's `changes` and `data` whose values are personal (data inventory: centre contact
 * names, emails and phones, staff names and emails, file names a person gave). Compared lower-case.
 */
export const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  'adminname',
  'adminemail',
  'adminnumber',
  'adminphone',
  'coordinatorname',
  'coordinatorphone',
  'email',
  'firstname',
  'lastname',
  'phone',
  'recipients',
  'filename',
  'ip',
]);

/**
 * Endings that make a key personal whatever comes before them (`previousRecipients`, `actorEmail`,
 * `contactPhone`): a new field named after what it holds is vaulted without a change here.
 */
const PERSONAL_ENDINGS: readonly string[] = ['email', 'recipients', 'phone', 'filename'];

/** Whether an entry's key holds a personal value (compared lower-case). */
export function isPersonalKey(key: string): boolean {
  const k = key.toLowerCase();
  return PERSONAL_KEYS.has(k) || PERSONAL_ENDINGS.some((ending) => k.endsWith(ending));
}

/**
 * Subtrees left as written: `history` is the field-for-field copy of a centre history row, which the
 * verifier compares with the row itself (the row carries staff actors as the accountability record).
 */
const KEPT_SUBTREES: ReadonlySet<string> = new Set(['history']);

/** Who a value belongs to: `centre:<id>` (its contact people), `staff:<id>`, or `anonymous` / `unattributed` (erased by value). */
export type VaultSubject = string;

export interface VaultedValue {
  ref: string;
  subject: VaultSubject;
  value: unknown;
}

/** Replaces a personal value by a new reference, collecting it for the vault. */
export function vaultValue(value: unknown, subject: VaultSubject | null, out: VaultedValue[]): unknown {
  if (value === null || value === undefined || value === '' || subject === null || isVaultRef(value)) return value;
  const ref = `${VAULT_REF_PREFIX}${randomUUID()}`;
  out.push({ ref, subject, value });
  return ref;
}

/** A copy of `tree` whose personal keys (at any depth, outside the kept subtrees) hold references. */
export function vaultTree<T>(tree: T, subject: VaultSubject | null, out: VaultedValue[], personal = false): T {
  if (tree === null || tree === undefined || subject === null) return tree;
  if (Array.isArray(tree)) return tree.map((item) => vaultTree(item, subject, out, personal)) as T;
  if (typeof tree === 'object' && !(tree instanceof Date)) {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
      if (KEPT_SUBTREES.has(key)) copy[key] = value;
      else copy[key] = vaultTree(value, subject, out, personal || isPersonalKey(key));
    }
    return copy as T;
  }
  return personal ? (vaultValue(tree, subject, out) as T) : tree;
}

/** Replaces every reference in `tree` by its value (or by `erased` once the person was erased). */
export function resolveTree<T>(tree: T, values: ReadonlyMap<string, unknown>, erased: unknown = null): T {
  if (isVaultRef(tree)) return (values.has(tree) ? values.get(tree) : erased) as T;
  if (Array.isArray(tree)) return tree.map((item) => resolveTree(item, values, erased)) as T;
  if (tree && typeof tree === 'object' && !(tree instanceof Date)) {
    return Object.fromEntries(Object.entries(tree as Record<string, unknown>).map(([k, v]) => [k, resolveTree(v, values, erased)])) as T;
  }
  return tree;
}

/** Every reference in `tree`. */
export function refsIn(tree: unknown, into: Set<string> = new Set()): Set<string> {
  if (isVaultRef(tree)) into.add(tree);
  else if (Array.isArray(tree)) for (const item of tree) refsIn(item, into);
  else if (tree && typeof tree === 'object' && !(tree instanceof Date)) for (const v of Object.values(tree)) refsIn(v, into);
  return into;
}
