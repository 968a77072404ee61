import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AccreditationDataProvider, AccreditationRow } from '../providers/accreditationProvider';
import { failureText } from './failureText';
import { useAccreditationAccess } from './useAccreditationAccess';

/**
 * "Initialise" on a list row whose accreditation has not started (DECISIONS §10 "Screens"): the
 * centre's own accreditation card does the same through the same endpoint. Shown to those who may
 * initialise in the centre's state; the server refuses a centre not ready (registration incomplete).
 */
export function InitialiseButton({ row }: { row: AccreditationRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const { allowed } = useAccreditationAccess('initialize', row);
  const [confirming, setConfirming] = useState(false);
  const { mutate: initialise, isPending: busy } = useMutation({
    mutationFn: () => dataProvider.initializeAccreditation(row.id),
    onSuccess: () => {
      notify('console.centre.accreditation.initialized', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(failureText(error, translate('console.centre.accreditation.initializeFailed')), { type: 'error' }),
  });
  if (row.accreditation || !allowed) return null;
  return (
    <>
      <Button size="small" startIcon={<PlayArrowIcon />} disabled={busy} onClick={() => setConfirming(true)} // The visible words begin the accessible name (axe label-content-name-mismatch).
        aria-label={`${translate('console.centre.accreditation.initialize')}: ${row.CentreName}`}>
        {translate('console.centre.accreditation.initialize')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="console.centre.accreditation.initialize"
        content="console.centre.accreditation.initializeConfirm"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          initialise();
        }}
      />
    </>
  );
}
