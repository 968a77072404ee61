// Loaded into a portal process by the soak (node --expose-gc --import ./bench/soak/heap-probe.mjs ...).
// On SIGUSR2 it appends one JSON line of process.memoryUsage() to SOAK_HEAP_FILE, taken before and
// after a full collection, so the soak can tell a leak (the heap left after GC keeps growing) from
// garbage not yet collected, plus the event-loop delay since the previous line (a process starved
// of CPU shows it there). Nothing else runs unless the soak asks; the handler keeps nothing alive.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.SOAK_HEAP_FILE;
if (file) {
  const mb = (n) => Math.round((n / 1048576) * 10) / 10;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e5) / 10;
    const delay = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
    loop.reset();
    const before = process.memoryUsage();
    globalThis.gc?.();
    const after = process.memoryUsage();
    const line = {
      t: Date.now(),
      rss: mb(after.rss),
      heapUsed: mb(before.heapUsed),
      heapAfterGc: mb(after.heapUsed),
      heapTotal: mb(after.heapTotal),
      external: mb(after.external),
      arrayBuffers: mb(after.arrayBuffers),
      loopDelayMs: delay,
    };
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      // the soak's directory is gone: nobody to report to
    }
  });
}
