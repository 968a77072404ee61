/**
 * Which rows of a long page to draw: those the viewport shows, and `overscan` more on each side
 * so that scrolling (or tabbing onto the next row) reveals rows that are already there.
 *
 * `top` is the table body's top edge relative to the viewport (getBoundingClientRect().top):
 * positive while the body starts below the viewport's top, negative once it is scrolled past.
 * Rows are taken to be `rowHeight` tall (the average of the rows drawn so far).
 */
export function windowRange({ total, rowHeight, top, viewport, overscan }: { total: number; rowHeight: number; top: number; viewport: number; overscan: number }): {
  start: number;
  end: number;
} {
  if (total === 0) return { start: 0, end: 0 };
  const height = Math.max(rowHeight, 1);
  // The part of the body that is on screen, in pixels from its top edge.
  const shownFrom = Math.max(0, -top);
  const shownTo = Math.max(shownFrom, viewport - top);
  const start = Math.min(total, Math.max(0, Math.floor(shownFrom / height) - overscan));
  const end = Math.min(total, Math.max(start, Math.ceil(shownTo / height) + overscan));
  return { start, end };
}
