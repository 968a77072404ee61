import { BULK_MSG, CENTRE_LIMITS, MSG } from '#contracts';
import type { FieldError } from '#platform';
import { isUuid } from '../centre/centre-access.js';
import { readCentreFilters } from '../listing/centre-list.params.js';
import type { CentreListFilters } from '../listing/centre-list.query.js';
import { BULK_ACTIONS, type BulkAction } from './bulk-action.events.js';

/** Selected rows are sent by id; "all matching" is sent as the list's filter and resolved on the server. */
export const BULK_MAX_IDS = 10_000;

export type BulkTargets = { ids: string[]; versions: Record<string, number> } | { filter: CentreListFilters };

export interface BulkActionRequest {
  action: BulkAction;
  targets: BulkTargets;
  /** The rejection reason, query details or autotest instructions, as the single decisions take them. */
  text: string | null;
  /**
   * When the admin looked (the list's or the count's answer time): a centre changed after it is
   * refused as a concurrent change, as If-Match refuses it for one centre.
   */
  asOf: Date | null;
}

/** The text each action takes, under the same field names as the single decisions (SPEC §7). */
const TEXT_FIELD: Record<BulkAction, { field: string; label: string; required: boolean }> = {
  approve: { field: 'autotestInstructions', label: 'Autotest instructions', required: false },
  'approve-autotest': { field: 'autotestInstructions', label: 'Autotest instructions', required: false },
  reject: { field: 'rejectionReason', label: 'Rejection reason', required: true },
  query: { field: 'queryDetails', label: 'Query details', required: true },
};

export function readBulkActionRequest(body: unknown): { request: BulkActionRequest | null; errors: FieldError[]; dryRun: boolean } {
  const errors: FieldError[] = [];
  const raw = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const action = BULK_ACTIONS.find((a) => a === raw.action);
  if (!action) errors.push({ path: 'action', msg: BULK_MSG.bulkActionInvalid(BULK_ACTIONS) });

  let targets: BulkTargets | null = null;
  const hasIds = raw.ids !== undefined && raw.ids !== null;
  const hasFilter = raw.filter !== undefined && raw.filter !== null;
  if (hasIds === hasFilter) errors.push({ path: 'ids', msg: BULK_MSG.bulkTargetsRequired });
  else if (hasIds) {
    if (!Array.isArray(raw.ids) || raw.ids.length === 0 || !raw.ids.every(isUuid)) errors.push({ path: 'ids', msg: BULK_MSG.bulkIdsInvalid });
    else if (raw.ids.length > BULK_MAX_IDS) errors.push({ path: 'ids', msg: BULK_MSG.bulkTooManyIds(BULK_MAX_IDS) });
    else {
      const versions: Record<string, number> = {};
      const given = raw.versions;
      if (given !== undefined && given !== null) {
        if (typeof given !== 'object' || Array.isArray(given) || !Object.entries(given).every(([id, v]) => isUuid(id) && Number.isInteger(v) && (v as number) > 0)) {
          errors.push({ path: 'versions', msg: BULK_MSG.bulkVersionsInvalid });
        } else for (const [id, v] of Object.entries(given)) versions[id.toLowerCase()] = v as number;
      }
      targets = { ids: [...new Set((raw.ids as string[]).map((id) => id.toLowerCase()))], versions };
    }
  } else if (typeof raw.filter !== 'object' || Array.isArray(raw.filter)) {
    errors.push({ path: 'filter', msg: BULK_MSG.bulkFilterInvalid });
  } else {
    const read = readCentreFilters(raw.filter as Record<string, unknown>);
    errors.push(...read.errors.map((e) => ({ ...e, path: `filter.${e.path}` })));
    if (read.errors.length === 0) targets = { filter: read.filters };
  }

  let asOf: Date | null = null;
  if (raw.asOf !== undefined && raw.asOf !== null) {
    asOf = typeof raw.asOf === 'string' ? new Date(raw.asOf) : null;
    if (!asOf || Number.isNaN(asOf.getTime())) errors.push({ path: 'asOf', msg: BULK_MSG.bulkAsOfInvalid });
  }

  let text: string | null = null;
  if (action) {
    const spec = TEXT_FIELD[action];
    const value = raw[spec.field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors.push({ path: spec.field, msg: spec.required ? MSG.reasonRequired(spec.label) : MSG.textExpected(spec.label) });
    } else {
      text = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
      if (spec.required && text === null) errors.push({ path: spec.field, msg: MSG.reasonRequired(spec.label) });
      else if (text !== null && text.length > CENTRE_LIMITS.reason) errors.push({ path: spec.field, msg: MSG.tooLong(spec.label, CENTRE_LIMITS.reason) });
    }
  }
  let dryRun = false;
  if (raw.dryRun !== undefined && raw.dryRun !== null) {
    if (typeof raw.dryRun !== 'boolean') errors.push({ path: 'dryRun', msg: BULK_MSG.bulkDryRunInvalid });
    else dryRun = raw.dryRun;
  }

  if (errors.length > 0 || !action || !targets) return { request: null, errors, dryRun };
  return { request: { action, targets, text, asOf }, errors, dryRun };
}
