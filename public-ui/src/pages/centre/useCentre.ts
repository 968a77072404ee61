import { useCallback, useEffect, useState } from 'react';
import { MSG } from '@cbt/contracts';
import { ApiError, call } from '../../lib/api';
import { centreSession, clearCentreSession, updateCentreData, type CentreData } from '../../lib/session';
import { redirect } from '../../router';

export interface CentreFile {
  id: string;
  filename: string;
  url: string;
  uploadedAt: string;
  contentType?: string;
  size?: number;
}

export type UploadedDocuments = Partial<Record<string, { files: CentreFile[] }>>;

export type Centre = CentreData & { uploadedDocuments?: UploadedDocuments; isRegistrationComplete?: boolean };

/**
 * SPEC §2: centre logout clears the centre token and data; the user goes back to Find Centre. The
 * server is told too (DECISIONS §9: POST /centre-registration/logout ends this token and every
 * earlier one of the centre); the sign-out here does not wait on its answer.
 */
export function logoutCentre(): void {
  endCentreSession();
  redirect('/find-centre');
}

/**
 * Ends the centre's session here and on the server (POST /centre-registration/logout), without
 * leaving the page: completing the documents shows its confirmation after this (SPEC §4).
 */
export function endCentreSession(): void {
  const token = centreSession()?.token;
  clearCentreSession();
  if (token) void call('POST', '/centre-registration/logout', { token }).catch(() => undefined);
}

/** The signed-in centre, fresh from the server (signed links expire, so they are never cached). */
export function useCentre() {
  const [session] = useState(centreSession);
  const [centre, setCentre] = useState<Centre | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    if (!session) return;
    setLoading(true);
    try {
      const response = await call<Centre>('GET', `/centre-registration/centre/${encodeURIComponent(session.reference)}`, { token: session.token });
      setCentre(response.data ?? null);
      setError(null);
      if (response.data) {
        const { uploadedDocuments: _links, ...stored } = response.data;
        updateCentreData(stored);
      }
    } catch (failure) {
      // An expired or foreign session cannot be repaired here: sign in again.
      if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) {
        logoutCentre();
        return;
      }
      setError(new Error(MSG.failedFetchCentreDetails));
    } finally {
      setLoading(false);
    }
  }, [session]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { session, centre, error, setError, loading, reload };
}
