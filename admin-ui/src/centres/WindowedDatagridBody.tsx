import { Children, cloneElement, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { TableBody } from '@mui/material';
import { DatagridClasses, DatagridRow, RecordContextProvider, type DatagridBodyProps } from 'react-admin';
import { windowRange } from './windowRange';

/*
 * react-admin's DatagridBody, drawing only the rows near the viewport once a page is long.
 * SPEC offers pages of up to 1,000 centres: drawing every row (a MUI TableRow and its cells, the
 * status chip, the decision buttons) took about 600 ms; a screenful and a margin take a few dozen.
 * Rows above and below the drawn ones are stood in for by one empty row each, as tall as the rows
 * they replace, so the page keeps its height and the scroll bar its meaning. The table says how
 * many rows it has (aria-rowcount) and each row its place (aria-rowindex), so screen readers
 * announce "row 412 of 1,001" rather than the drawn count.
 */

/** Pages up to this size are drawn whole (every page size but 200, 500 and 1,000). */
export const WINDOW_FROM = 100;
/** Rows drawn beyond each edge of the viewport. */
const OVERSCAN = 10;
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
  const windowed = data.length > WINDOW_FROM;
  const body = useRef<HTMLTableSectionElement>(null);
  const [rowHeight, setRowHeight] = useState(ROW_ESTIMATE);
  const [range, setRange] = useState(() => windowRange({ total: data.length, rowHeight: ROW_ESTIMATE, top: 0, viewport: window.innerHeight, overscan: OVERSCAN }));

  // The stand-ins are sized by the average height of every row drawn so far on this page, each at
  // its latest measure (a row grows when the profile arrives and its decision buttons show).
  // Averaging only the rows drawn now would swing with the rows in view (a pending centre's buttons
  // may wrap, other rows take one line), move the window, and measure again.
  const measured = useRef({ data, heights: new Map<number, number>(), sum: 0, applied: false });
  if (measured.current.data !== data) measured.current = { data, heights: new Map(), sum: 0, applied: false };
  useLayoutEffect(() => {
    if (!windowed || !body.current) return;
    const seen = measured.current;
    body.current.querySelectorAll<HTMLTableRowElement>(`:scope > tr.${DatagridClasses.row}`).forEach((tr) => {
      const index = Number(tr.getAttribute('aria-rowindex'));
      const height = tr.getBoundingClientRect().height;
      seen.sum += height - (seen.heights.get(index) ?? 0);
      seen.heights.set(index, height);
    });
    if (seen.heights.size === 0) return;
    const average = seen.sum / seen.heights.size;
    // The first measure replaces the estimate at once, so the page is as tall as it will stay (a jump
    // to its end lands at the end). Later small drifts wait for the next scroll; a large one (the
    // rows gained their buttons, or differ from those measured before) is applied now.
    const first = !seen.applied;
    seen.applied = true;
    if (Math.abs(average - rowHeight) > (first ? 0.5 : rowHeight * 0.1)) setRowHeight(average);
  });

  // The rows for where the body is now, with the rows' height as measured so far.
  const place = useCallback(() => {
    if (!body.current) return;
    const seen = measured.current;
    const height = seen.heights.size > 0 ? seen.sum / seen.heights.size : rowHeight;
    if (Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
    const next = windowRange({ total: data.length, rowHeight: height, top: body.current.getBoundingClientRect().top, viewport: window.innerHeight, overscan: OVERSCAN });
    setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, [data.length, rowHeight]);

  // Before the first paint, and after each change of page or row height.
  useLayoutEffect(() => {
    if (windowed) place();
  }, [windowed, place]);

  // Scrolling the page (or any box around the table: capture sees those too) and resizing move the window.
  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        place();
      });
    };
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [windowed, place]);

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

  const start = windowed ? Math.min(range.start, data.length) : 0;
  const end = windowed ? Math.min(range.end, data.length) : data.length;
  const columns = Children.toArray(children).filter(Boolean).length + (hasBulkActions ? 1 : 0) + (expand ? 1 : 0);

  return (
    <TableBody ref={body} className={[ 'datagrid-body', className, DatagridClasses.tbody ].filter(Boolean).join(' ')} {...rest}>
      {windowed && <Spacer height={start * rowHeight} columns={columns} />}
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
      {windowed && <Spacer height={(data.length - end) * rowHeight} columns={columns} />}
    </TableBody>
  );
}

// MUI's Table treats its children by muiName; react-admin marks its own body the same way.
(WindowedDatagridBody as unknown as { muiName: string }).muiName = 'TableBody';
