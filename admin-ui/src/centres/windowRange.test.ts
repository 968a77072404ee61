import { describe, expect, it } from 'vitest';
import { windowRange } from './windowRange';

const base = { total: 1000, rowHeight: 50, viewport: 800, overscan: 5 };

describe('windowRange', () => {
  it('draws the rows a body starting below the viewport top shows, plus the overscan', () => {
    // Body 300 px down: 500 px of it show, 10 rows, and 5 more below.
    expect(windowRange({ ...base, top: 300 })).toEqual({ start: 0, end: 15 });
  });

  it('follows the scroll once the body is scrolled past, with overscan on both sides', () => {
    // 2,000 px of the body scrolled away: rows 40 to 56 show.
    expect(windowRange({ ...base, top: -2000 })).toEqual({ start: 35, end: 61 });
  });

  it('stops at the last row', () => {
    expect(windowRange({ ...base, top: -49_500 })).toEqual({ start: 985, end: 1000 });
    expect(windowRange({ ...base, top: -80_000 })).toEqual({ start: 1000, end: 1000 });
  });

  it('draws nothing below a body that starts under the viewport, and copes with an empty page', () => {
    expect(windowRange({ ...base, top: 900 })).toEqual({ start: 0, end: 5 });
    expect(windowRange({ ...base, total: 0, top: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('treats a zero row height (nothing measured yet) as one pixel rather than dividing by zero', () => {
    expect(windowRange({ ...base, rowHeight: 0, top: 0, total: 20 })).toEqual({ start: 0, end: 20 });
  });
});
