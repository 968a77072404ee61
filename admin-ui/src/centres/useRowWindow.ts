import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { windowRange } from './windowRange';

/** Pages up to this size are drawn whole (every page size but 200, 500 and 1,000). */
export const WINDOW_FROM = 100;
/** Rows drawn beyond each edge of the viewport. */
const OVERSCAN = 10;

/**
 * Which rows of a long page to draw, for the centre list's table and its phone list alike: the rows
 * in view and OVERSCAN more each side. `box` holds the drawn rows (matched by `rowSelector`, in page
 * order from `start`); the page scrolls as a whole (the window, or any box around the list: scroll
 * events are caught in their capture phase). `rowHeight` sizes the stand-ins for the rows not drawn.
 * Pages of WINDOW_FROM rows or fewer are drawn whole.
 */
export function useRowWindow<T>({ data, box, rowSelector, estimate }: { data: readonly T[]; box: RefObject<HTMLElement | null>; rowSelector: string; estimate: number }) {
  const windowed = data.length > WINDOW_FROM;
  const [rowHeight, setRowHeight] = useState(estimate);
  const [range, setRange] = useState(() => windowRange({ total: data.length, rowHeight: estimate, top: 0, viewport: window.innerHeight, overscan: OVERSCAN }));
  const start = windowed ? Math.min(range.start, data.length) : 0;
  const end = windowed ? Math.min(range.end, data.length) : data.length;

  // The stand-ins are sized by the average height of every row drawn so far on this page, each at
  // its latest measure (a row grows when the profile arrives and its decision buttons show).
  // Averaging only the rows drawn now would swing with the rows in view (a pending centre's buttons
  // may wrap, other rows take one line), move the window, and measure again.
  const measured = useRef({ data, heights: new Map<number, number>(), sum: 0, applied: false });
  const atEnd = useRef(false);
  if (measured.current.data !== data) measured.current = { data, heights: new Map(), sum: 0, applied: false };
  useLayoutEffect(() => {
    if (!windowed || !box.current) return;
    const seen = measured.current;
    box.current.querySelectorAll<HTMLElement>(rowSelector).forEach((row, offset) => {
      const index = start + offset;
      const height = row.getBoundingClientRect().height;
      seen.sum += height - (seen.heights.get(index) ?? 0);
      seen.heights.set(index, height);
    });
    if (seen.heights.size === 0) return;
    const doc = document.documentElement;
    if (atEnd.current && window.scrollY + window.innerHeight < doc.scrollHeight - 2) window.scrollTo(0, doc.scrollHeight);
    const average = seen.sum / seen.heights.size;
    // The first measure replaces the estimate at once, so the page is as tall as it will stay (a jump
    // to its end lands at the end). Later small drifts wait for the next scroll; a large one (the
    // rows gained their buttons, or differ from those measured before) is applied now.
    const first = !seen.applied;
    seen.applied = true;
    if (Math.abs(average - rowHeight) > (first ? 0.5 : rowHeight * 0.1)) setRowHeight(average);
  });

  // The rows for where the list is now, with the rows' height as measured so far.
  const place = useCallback(() => {
    if (!box.current) return;
    // A person at the page's end (End, or a jump) stays there while the rows drawn there settle.
    const doc = document.documentElement;
    atEnd.current = windowed && window.scrollY > 0 && window.scrollY + window.innerHeight >= doc.scrollHeight - 2;
    const seen = measured.current;
    const height = seen.heights.size > 0 ? seen.sum / seen.heights.size : rowHeight;
    if (Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
    const estimated = windowRange({ total: data.length, rowHeight: height, top: box.current.getBoundingClientRect().top, viewport: window.innerHeight, overscan: OVERSCAN });
    const next = drawnRange(box.current, rowSelector, data.length, window.innerHeight) ?? estimated;
    setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, [box, data.length, rowHeight, rowSelector, windowed]);

  // Before the first paint, and after each change of page or row height.
  useLayoutEffect(() => {
    if (windowed) place();
  }, [windowed, place]);

  // Scrolling and resizing move the window, at most once a frame.
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

  return { windowed, start, end, rowHeight, before: start * rowHeight, after: (data.length - end) * rowHeight };
}

/**
 * The rows for the viewport read from the rows drawn now, when the viewport falls among them: the
 * average height says where rows are only where none is drawn. Drawn rows taller than the average
 * (a row's buttons wrapped) push the page's end down, and a jump to the end then showed the drawn
 * rows' middle while the average placed the viewport rows before the last (the last was never drawn).
 */
function drawnRange(box: HTMLElement, rowSelector: string, total: number, viewport: number): { start: number; end: number } | null {
  const rows = [...box.querySelectorAll<HTMLElement>(rowSelector)];
  if (rows.length === 0) return null;
  const first = Number(rows[0]!.getAttribute('aria-rowindex')) - 2;
  if (!Number.isInteger(first) || first < 0) return null;
  const rects = rows.map((row) => row.getBoundingClientRect());
  if (rects[0]!.top > 0 || rects[rects.length - 1]!.bottom < viewport) return null;
  const shownFirst = rects.findIndex((r) => r.bottom > 0);
  let shownLast = rects.length - 1;
  while (shownLast > 0 && rects[shownLast]!.top >= viewport) shownLast--;
  return { start: Math.max(0, first + shownFirst - OVERSCAN), end: Math.min(total, first + shownLast + 1 + OVERSCAN) };
}
