import { useEffect, useRef, useState } from 'react';
import { AUTOTEST_RESULT_FILTERS, CENTRE_STATUS_LABELS, CENTRE_STATUSES, STANDING_FILTERS, STATE_NAMES } from '@cbt/contracts';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useProfile } from '../profile/ProfileContext';
import { ExportButton } from './ExportButton';

/** SPEC §9: the search runs 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Message keys of the autotest results' names. */
const AUTOTEST_LABELS: Record<(typeof AUTOTEST_RESULT_FILTERS)[number], string> = {
  approved: 'console.centres.filter.passed',
  rejected: 'console.centres.filter.failed',
  pending: 'console.centres.filter.pending',
};

function Select({ label, value, options, onChange }: { label: string; value: string; options: Array<[string, string]>; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" fullWidth={false} label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 170 }}>
      <MenuItem value="">{translate('console.centres.filter.all')}</MenuItem>
      {options.map(([optionValue, optionLabel]) => (
        <MenuItem key={optionValue} value={optionValue}>
          {optionLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Search (applied 500 ms after the last key, or at once with Search), the three filters, Reset and
 * Export. It writes react-admin's list filters, so the URL keeps them across reloads.
 */
export function CentreFilterBar() {
  const { filterValues, setFilters } = useListContext();
  const { profile } = useProfile();
  const translate = useTranslate();
  const [search, setSearch] = useState<string>(filterValues.search ?? '');
  // One timer for the typed search, cancelled by every later change, Search and Reset, so a
  // search typed before Reset can never land after it.
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  // Keeps the box in step when the filters change elsewhere (Reset, the browser's back button).
  useEffect(() => setSearch(filterValues.search ?? ''), [filterValues.search]);

  const apply = (changes: Record<string, string>) => {
    clearTimeout(typing.current);
    const next = { ...filterValues, search: search.trim(), ...changes };
    for (const key of Object.keys(next)) if (next[key] === '') delete next[key];
    setFilters(next, undefined, false);
  };

  // A state admin can only ever see their own states, so only those are offered.
  const states = profile && profile.level === 'state' && profile.assignedStates.length > 0 ? profile.assignedStates : STATE_NAMES;

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', p: 2 }} component="form" role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply({ search: search.trim() });
      }}
    >
      <TextField
        size="small"
        type="search"
        label={translate('console.centres.filter.search')}
        placeholder={translate('console.centres.filter.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          const text = event.target.value;
          setSearch(text);
          clearTimeout(typing.current);
          typing.current = setTimeout(() => apply({ search: text.trim() }), SEARCH_DEBOUNCE_MS);
        }}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 300 } }}
      />
      <Select label={translate('console.centres.filter.status')} value={filterValues.status ?? ''} options={CENTRE_STATUSES.map((s) => [s, translate(`console.centre.history.status.${s}`, { _: CENTRE_STATUS_LABELS[s] })])} onChange={(status) => apply({ status })} />
      <Select label={translate('console.centres.filter.state')} value={filterValues.state ?? ''} options={states.map((s) => [s, s])} onChange={(state) => apply({ state })} />
      <Select
        label={translate('console.centres.filter.autotestResult')}
        value={filterValues.autotestResult ?? ''}
        options={AUTOTEST_RESULT_FILTERS.map((r) => [r, translate(AUTOTEST_LABELS[r])])}
        onChange={(autotestResult) => apply({ autotestResult })}
      />
      <Select
        label={translate('console.centres.filter.accreditation')}
        value={filterValues.accreditation ?? ''}
        options={STANDING_FILTERS.map((a) => [a, translate(`console.centres.stats.accreditation.${a}`)])}
        onChange={(accreditation) => apply({ accreditation })}
      />
      <Select
        label={translate('console.deadlines.filter.label')}
        value={filterValues.overdue ?? ''}
        options={[
          ['true', translate('console.deadlines.filter.overdue')],
          ['false', translate('console.deadlines.filter.onTime')],
        ]}
        onChange={(overdue) => apply({ overdue })}
      />
      <Button type="submit" variant="contained">
        {translate('console.action.search')}
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          clearTimeout(typing.current);
          setSearch('');
          setFilters({}, {}, false);
        }}
      >
        {translate('console.action.reset')}
      </Button>
      <ExportButton filter={filterValues} />
    </Stack>
  );
}
