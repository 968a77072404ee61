/**
 * Where the explorer's time goes, by phase (EXPLORER_STATS=1 prints it as each test ends): the
 * figures behind docs/PERFORMANCE.md "Suite time". Measuring costs two Date.now() calls a phase.
 */
export type Phase = 'settle' | 'sleep' | 'checks' | 'axe-wait' | 'axe-wait-tooltip' | 'axe-wait-animations' | 'axe-wait-opacity' | 'axe-run' | 'axe-run-words' | 'sign-in';

export const TIMING = new Map<Phase, { ms: number; count: number }>();

export async function timed<T>(phase: Phase, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const entry = TIMING.get(phase) ?? { ms: 0, count: 0 };
    entry.ms += Date.now() - started;
    entry.count++;
    TIMING.set(phase, entry);
  }
}

/** The phases since the last call, one line, and starts counting again. */
export function timingReport(): string {
  const line = [...TIMING].map(([phase, { ms, count }]) => `${phase} ${(ms / 1000).toFixed(1)} s/${count}`).join(', ');
  TIMING.clear();
  return line;
}
