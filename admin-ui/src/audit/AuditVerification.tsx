import { useCallback, useEffect, useState } from 'react';
import type { AuditVerifyResult } from '@cbt/contracts';
import { Alert, Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { useFormat } from '../shared/format';
import { verificationText } from './auditTypes';

/** The chain's state, said plainly: intact with its size and last checkpoint, or the first bad entry. */
export function AuditVerification() {
  const [result, setResult] = useState<AuditVerifyResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const format = useFormat();

  const check = useCallback(async (signal?: AbortSignal) => {
    setBusy(true);
    setFailure(null);
    try {
      setResult(await dataProvider.auditVerify(signal));
    } catch (error) {
      if (!signal?.aborted) setFailure(error instanceof Error ? error.message : 'console.audit.verifyFailed');
    } finally {
      if (!signal?.aborted) setBusy(false);
    }
  }, [dataProvider]);

  useEffect(() => {
    const controller = new AbortController();
    void check(controller.signal);
    return () => controller.abort();
  }, [check]);

  const action = (
    <Button color="inherit" size="small" onClick={() => void check()} disabled={busy}>
      {translate(busy ? 'console.audit.verifying' : 'console.audit.verifyAgain')}
    </Button>
  );
  if (failure) return <Alert severity="warning" action={action}>{translate(failure, { _: failure })}</Alert>;
  if (!result) return <Alert severity="info">{translate('console.audit.verifyingChain')}</Alert>;
  return (
    <Alert severity={result.intact ? 'success' : 'error'} action={action} role="status" aria-label={translate('console.audit.verificationLabel')}>
      {verificationText(result, translate, Date.now(), format.number)}
    </Alert>
  );
}
