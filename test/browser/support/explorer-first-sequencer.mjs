import TestSequencer from '@jest/test-sequencer';

const Base = TestSequencer.default ?? TestSequencer;

/**
 * The screen explorer's two files are the longest browser suites but among the smallest files, so
 * Jest's first run (no timings cached, as on CI) would start them last: they go first, so a failing
 * screen shows early in the log; the rest keep Jest's own order.
 */
export default class ExplorerFirstSequencer extends Base {
  sort(tests) {
    const ordered = super.sort(tests);
    const explorer = (t) => /screen-explorer-[^/]*\.spec\.ts$/.test(t.path);
    return [...ordered.filter(explorer), ...ordered.filter((t) => !explorer(t))];
  }
}
