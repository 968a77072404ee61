import { Children, cloneElement, useEffect, useRef, type ReactElement } from 'react';
import { TableBody } from '@mui/material';
import { DatagridClasses, DatagridRow, RecordContextProvider, type DatagridBodyProps } from 'react-admin';
import { useRowWindow } from './useRowWindow';

/*
 * react-admin's DatagridBody, drawing only the rows near the viewport once a page is long.
 * SPEC offers pages of up to 1,000 centres: drawing every row (a MUI TableRow and its cells, the
 * status chip, the decision buttons) took about 600 ms; a screenful and a margin take a few dozen.
 * Rows above and below the drawn ones are stood in for by one empty row each, as tall as the rows
 * they replace (useRowWindow), so the page keeps its height and the scroll bar its meaning. The
 * table says how many rows it has (aria-rowcount) and each row its place (aria-rowindex), so
 * screen readers announce "row 412 of 1,001" rather than the drawn count.
 */

/** A desktop row with decision buttons, until the drawn rows have been measured. */
const ROW_ESTIMATE = 49;

const defaultRow = <DatagridRow />;

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

export function WindowedDatagridBody({
  children,
  className,
  data = [],
  expand,
  hasBulkActions = false,
  hover,
  onToggleItem,
  resource,
  row = defaultRow,
  rowClick,
  rowSx,
  rowStyle,
  selectedIds,
  isRowSelectable,
  ...rest
}: DatagridBodyProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { windowed, start, end, before, after } = useRowWindow({ data, box: body, rowSelector: `:scope > tr.${DatagridClasses.row}`, estimate: ROW_ESTIMATE });

  // The header row is row 1; the table holds it and every row of the page, drawn or not.
  useEffect(() => {
    const table = body.current?.parentElement;
    if (!table) return;
    const header = (table as HTMLTableElement).tHead?.rows[0];
    if (windowed) {
      table.setAttribute('aria-rowcount', String(data.length + 1));
      header?.setAttribute('aria-rowindex', '1');
    } else {
      table.removeAttribute('aria-rowcount');
      header?.removeAttribute('aria-rowindex');
    }
  }, [windowed, data.length]);

  const columns = Children.toArray(children).filter(Boolean).length + (hasBulkActions ? 1 : 0) + (expand ? 1 : 0);

  return (
    <TableBody ref={body} className={['datagrid-body', className, DatagridClasses.tbody].filter(Boolean).join(' ')} {...rest}>
      {windowed && <Spacer height={before} columns={columns} />}
      {data.slice(start, end).map((record, offset) => {
        const rowIndex = start + offset;
        return (
          <RecordContextProvider value={record} key={record.id ?? `row${rowIndex}`}>
            {cloneElement(
              row as ReactElement<Record<string, unknown>>,
              {
                className: `${DatagridClasses.row} ${rowIndex % 2 === 0 ? DatagridClasses.rowEven : DatagridClasses.rowOdd}`,
                expand,
                hasBulkActions: hasBulkActions && !!selectedIds,
                hover,
                id: record.id ?? `row${rowIndex}`,
                onToggleItem,
                resource,
                rowClick,
                selectable: !isRowSelectable || isRowSelectable(record),
                selected: selectedIds?.includes(record.id),
                sx: rowSx?.(record, rowIndex),
                style: rowStyle?.(record, rowIndex),
                ...(windowed ? { 'aria-rowindex': rowIndex + 2 } : {}),
              },
              children,
            )}
          </RecordContextProvider>
        );
      })}
      {windowed && <Spacer height={after} columns={columns} />}
    </TableBody>
  );
}

// MUI's Table treats its children by muiName; react-admin marks its own body the same way.
(WindowedDatagridBody as unknown as { muiName: string }).muiName = 'TableBody';
