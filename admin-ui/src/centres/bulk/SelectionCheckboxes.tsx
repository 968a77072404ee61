import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext } from 'react-admin';
import type { ListedCentre } from './collectTargets';

/*
 * The list's own selection column instead of the Datagrid's: react-admin puts its row checkbox's
 * aria-label on MUI's wrapping span, which MUI 9 leaves there, so the input itself is unlabelled
 * (axe: critical "label", serious "aria-prohibited-attr"). These name each box after its centre.
 */

export function SelectRowCheckbox() {
  const centre = useRecordContext<ListedCentre & { id: string }>();
  const { selectedIds, onToggleItem } = useListContext();
  if (!centre) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(centre.id)}
      // Ticking a row must not also open it (the row's click goes to the centre).
      onClick={(event) => event.stopPropagation()}
      onChange={() => onToggleItem(centre.id)}
      slotProps={{ input: { 'aria-label': `Select ${centre.CentreName}` } }}
    />
  );
}

export function SelectPageCheckbox() {
  const { data, selectedIds, onSelect } = useListContext();
  const onPage = (data ?? []).map((row) => row.id);
  const all = onPage.length > 0 && onPage.every((id) => selectedIds.includes(id));
  const some = onPage.some((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={some && !all}
      disabled={onPage.length === 0}
      // Selections on other pages are kept: this box only adds or removes this page's rows.
      onChange={() => onSelect(all ? selectedIds.filter((id) => !onPage.includes(id)) : [...new Set([...selectedIds, ...onPage])])}
      slotProps={{ input: { 'aria-label': 'Select all centres on this page' } }}
    />
  );
}
