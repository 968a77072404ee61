import type { CSSProperties } from 'react';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { BRAND_GREEN } from '../../theme';
import type { ListedCentre } from './BulkActionDialog';

/*
 * The list's own selection column instead of the Datagrid's: react-admin puts its row checkbox's
 * aria-label on MUI's wrapping span, which MUI 9 leaves there, so the input itself is unlabelled
 * (axe: critical "label", serious "aria-prohibited-attr"). These name each box after its centre.
 * They are native checkboxes in the theme's colour: a MUI Checkbox per row (a ripple button and
 * two icons) was a visible share of rendering a page of up to 1,000 rows.
 */
// 24 px: the smallest target WCAG 2.5.8 allows without space around it (the header's box sits next
// to the first column's sort label).
const BOX: CSSProperties = { width: 24, height: 24, margin: 0, cursor: 'pointer', accentColor: BRAND_GREEN };

export function SelectRowCheckbox() {
  const centre = useRecordContext<ListedCentre & { id: string }>();
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  if (!centre) return null;
  return (
    <input
      type="checkbox"
      style={BOX}
      checked={selectedIds.includes(centre.id)}
      // Ticking a row must not also open it (the row's click goes to the centre).
      onClick={(event) => event.stopPropagation()}
      onChange={() => onToggleItem(centre.id)}
      aria-label={translate('console.centres.row.select', { name: centre.CentreName })}
    />
  );
}

export function SelectPageCheckbox() {
  const { data, selectedIds, onSelect } = useListContext();
  const translate = useTranslate();
  const onPage = (data ?? []).map((row) => row.id);
  const all = onPage.length > 0 && onPage.every((id) => selectedIds.includes(id));
  const some = onPage.some((id) => selectedIds.includes(id));
  return (
    <input
      type="checkbox"
      style={BOX}
      checked={all}
      // "Some but not all" is a DOM property, not an attribute.
      ref={(box) => {
        if (box) box.indeterminate = some && !all;
      }}
      disabled={onPage.length === 0}
      // Selections on other pages are kept: this box only adds or removes this page's rows.
      onChange={() => onSelect(all ? selectedIds.filter((id) => !onPage.includes(id)) : [...new Set([...selectedIds, ...onPage])])}
      aria-label={translate('console.centres.row.selectPage')}
    />
  );
}
