import { useCallback, useEffect } from 'react';
import type { ReportPeriod } from '@cbt/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLogoutIfAccessDenied, type DataProvider } from 'react-admin';
import { fetchReports, REPORTS, type ReportMethods } from '../providers/reportsProvider';
import type { ReportsData } from './reportTypes';

interface ReportsState {
  data: ReportsData | null;
  loading: boolean;
  /** A message key (SPEC's text), translated where shown. */
  error: string | null;
  /** Asks for the same period again (after an error). */
  reload: () => void;
}

/**
 * The five reports of a period, read through the data provider and fetched again whenever the period
 * changes. The previous figures stay on screen while the next ones load, and an answer for a period
 * no longer chosen is dropped (each period is its own query).
 */
export function useReports(period: ReportPeriod, enabled: boolean): ReportsState {
  const dataProvider = useDataProvider<DataProvider & ReportMethods>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({
    queryKey: [REPORTS, 'report', period],
    queryFn: ({ signal }) => fetchReports(dataProvider, period, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Asked for when the period changes or on Retry, as before: not again on every return to the tab.
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { error: failure, refetch } = query;

  useEffect(() => {
    // An expired session goes back to the login page rather than showing an error here.
    if (failure) void logoutIfAccessDenied(failure);
  }, [failure, logoutIfAccessDenied]);

  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data ?? null,
    loading: enabled && query.isFetching,
    // As soon as a retry starts the error goes, as it did when each fetch began afresh.
    error: failure && !query.isFetching ? 'console.reports.failedFetch' : null,
    reload,
  };
}
