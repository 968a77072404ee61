import { useEffect, useRef, useState } from 'react';
import { ACCREDITATION_FILTERS, type AccreditationFilter } from '@cbt/contracts';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { FILTER_LABELS } from './stageProgress';

/** SPEC §9: the search runs 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface AccreditationFilters {
  search: string;
  accreditationStatus: AccreditationFilter | '';
}

export const NO_FILTERS: AccreditationFilters = { search: '', accreditationStatus: '' };

/** Search (500 ms after the last key, or at once with Search), the status filter and Reset. */
export function AccreditationFilterBar({ filters, onChange }: { filters: AccreditationFilters; onChange: (filters: AccreditationFilters) => void }) {
  const [search, setSearch] = useState(filters.search);
  // One timer for the typed search, cancelled by every later change, so a search typed
  // before Reset can never land after it.
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const apply = (changes: Partial<AccreditationFilters>) => {
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
        label="Search"
        placeholder="Name, reference, email or RC number"
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
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Accreditation Status"
        value={filters.accreditationStatus}
        onChange={(event) => apply({ accreditationStatus: event.target.value as AccreditationFilter | '' })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All</MenuItem>
        {ACCREDITATION_FILTERS.map((status) => (
          <MenuItem key={status} value={status}>
            {FILTER_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        Search
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          clearTimeout(typing.current);
          setSearch('');
          onChange(NO_FILTERS);
        }}
      >
        Reset
      </Button>
    </Stack>
  );
}
