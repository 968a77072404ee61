import { useEffect, useRef, useState } from 'react';
import { ACCREDITATION_FILTERS, type AccreditationFilter, type LiveStanding } from '@cbt/contracts';
import CancelIcon from '@mui/icons-material/Cancel';
import { Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { filterLabel } from './stageProgress';

/** SPEC §9: the search runs 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface AccreditationFilters {
  search?: string;
  accreditationStatus?: AccreditationFilter;
  standing?: LiveStanding;
  /** 'true' or 'false' (docs/TRUST.md "Deadlines and reminders"). */
  overdue?: 'true' | 'false';
  /** One state: set by the dashboard's overdue card, shown here so it can be cleared. */
  state?: string;
}

/** The standings a row can have (a superseded accreditation is never the one a row shows; withdrawn: the centre is reviewed again). */
const LISTED_STANDINGS: LiveStanding[] = ['accredited', 'suspended', 'withdrawn', 'revoked', 'expired'];

/**
 * Search (500 ms after the last key, or at once with Search), the status filter and Reset. It writes
 * react-admin's list filters, so the URL keeps them across reloads and paging starts again at page 1.
 */
export function AccreditationFilterBar() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const filters = filterValues as AccreditationFilters;
  const [search, setSearch] = useState(filters.search ?? '');
  // One timer for the typed search, cancelled by every later change, so a search typed
  // before Reset can never land after it.
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  // Keeps the box in step when the filters change elsewhere (the browser's back button).
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);

  const onChange = (next: Record<string, string | undefined>) => {
    for (const key of Object.keys(next)) if (!next[key]) delete next[key];
    // No debounce here: the typed search already waited.
    setFilters(next, undefined, false);
  };
  const apply = (changes: Partial<AccreditationFilters> | { accreditationStatus: string } | { overdue: string } | { state: string }) => {
    clearTimeout(typing.current);
    onChange({ ...filters, search: search.trim(), ...changes });
  };

  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', p: 2 }}
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <TextField
        size="small"
        type="search"
        label={translate('console.action.search')}
        placeholder={translate('console.accreditation.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          const text = event.target.value;
          setSearch(text);
          clearTimeout(typing.current);
          typing.current = setTimeout(() => onChange({ ...filters, search: text.trim() }), SEARCH_DEBOUNCE_MS);
        }}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 300 } }}
      />
      <SelectFilter
        label={translate('console.accreditation.statusFilter')}
        value={filters.accreditationStatus}
        onChange={(accreditationStatus) => apply({ accreditationStatus })}
        minWidth={200}
        options={ACCREDITATION_FILTERS.map((status) => ({ value: status, label: filterLabel(status, translate) }))}
      />
      <SelectFilter
        label={translate('console.accreditation.standingFilter')}
        value={filters.standing}
        onChange={(standing) => apply({ standing: standing as LiveStanding })}
        options={LISTED_STANDINGS.map((standing) => ({ value: standing, label: translate(`console.accreditation.standing.${standing}`) }))}
      />
      {/* The same Deadline filter as the centre list: running accreditations whose stage is past its target. */}
      <SelectFilter
        label={translate('console.deadlines.filter.label')}
        value={filters.overdue}
        onChange={(overdue) => apply({ overdue })}
        options={[
          { value: 'true', label: translate('console.deadlines.filter.overdue') },
          { value: 'false', label: translate('console.deadlines.filter.onTime') },
        ]}
      />
      {filters.state && (
        <Chip
          label={translate('console.deadlines.filter.stateChip', { state: filters.state })}
          onDelete={() => apply({ state: '' })}
          deleteIcon={<CancelIcon aria-label={translate('console.deadlines.filter.clearState', { state: filters.state })} />}
        />
      )}
      <Button type="submit" variant="contained">
        {translate('console.action.search')}
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          clearTimeout(typing.current);
          setSearch('');
          onChange({});
        }}
      >
        {translate('console.action.reset')}
      </Button>
    </Stack>
  );
}

/** One select of the bar: "All" (no filter) and the options, each applied as soon as it is chosen. */
function SelectFilter(props: { label: string; value: string | undefined; onChange: (value: string) => void; options: Array<{ value: string; label: string }>; minWidth?: number }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" fullWidth={false} label={props.label} value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value)} sx={{ minWidth: props.minWidth ?? 160 }}>
      <MenuItem value="">{translate('console.accreditation.all')}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
