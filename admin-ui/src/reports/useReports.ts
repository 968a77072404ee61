import { useCallback, useEffect, useState } from 'react';
import { MSG, type ReportPeriod } from '@cbt/contracts';
import { useLogoutIfAccessDenied } from 'react-admin';
import { fetchReports } from './reportsApi';
import type { ReportsData } from './reportTypes';

interface ReportsState {
  data: ReportsData | null;
  loading: boolean;
  error: string | null;
  /** Asks for the same period again (after an error). */
  reload: () => void;
}

/**
 * The five reports of a period, fetched again whenever the period changes. The previous figures stay
 * on screen while the next ones load, and an answer for a period no longer chosen is dropped.
 */
export function useReports(period: ReportPeriod, enabled: boolean): ReportsState {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [data, setData] = useState<ReportsData | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetchReports(period, controller.signal).then(
      (loaded) => {
        setData(loaded);
        setLoading(false);
      },
      async (failure: unknown) => {
        if (controller.signal.aborted) return;
        // An expired session goes back to the login page rather than showing an error here.
        if (await logoutIfAccessDenied(failure)) return;
        setError(MSG.failedFetchReports);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [period, enabled, attempt, logoutIfAccessDenied]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, reload };
}
