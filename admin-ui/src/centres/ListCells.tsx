import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import type { CentreRow } from './centreTypes';

/*
 * Datagrid cells without react-admin's field wrappers. TextField and FunctionField each wrap the
 * value in a MUI Typography (body2 text, which the table cell already sets), and those styled
 * wrappers were a large part of rendering the list: seven per row, up to 1,000 rows a page.
 * The Datagrid reads label, source, sortable and sortBy from these props as from any field.
 */

interface CellProps {
  label: ReactNode;
  sortable?: boolean;
  sortBy?: string;
}

export function TextCell({ source, emptyText = '' }: CellProps & { source: keyof CentreRow; emptyText?: string }) {
  const centre = useRecordContext<CentreRow>();
  const value = centre?.[source];
  return <>{value === null || value === undefined || value === '' ? emptyText : String(value)}</>;
}

export function RenderCell({ render }: CellProps & { source?: keyof CentreRow; render: (centre: CentreRow) => ReactNode }) {
  const centre = useRecordContext<CentreRow>();
  return centre ? <>{render(centre)}</> : null;
}
