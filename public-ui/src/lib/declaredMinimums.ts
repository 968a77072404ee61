import { useEffect, useState } from 'react';
import { declaredShortfalls, type DeclaredMinimum } from '@cbt/contracts';

/**
 * The council's minimums on the declared figures (`GET /api/public/declared-minimums`), so a figure
 * below one is warned about as it is entered (DECISIONS §10). Without them the form still works:
 * it warns about nothing, and the inspection visit checks the figures in any case.
 */
export function useDeclaredMinimums(): readonly DeclaredMinimum[] {
  const [minimums, setMinimums] = useState<readonly DeclaredMinimum[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/public/declared-minimums', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { minimums?: DeclaredMinimum[] } } | null) => {
        if (Array.isArray(body?.data?.minimums)) setMinimums(body.data.minimums);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return minimums;
}

/** The warning under each field whose entered figure is below its minimum, in the reader's words. */
export function minimumWarnings(minimums: readonly DeclaredMinimum[], values: Record<string, string>, say: (minimum: number) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, minimum] of Object.entries(declaredShortfalls(minimums, values))) out[field] = say(minimum as number);
  return out;
}
