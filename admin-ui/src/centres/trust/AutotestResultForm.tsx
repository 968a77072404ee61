import { useState } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { CentreDetail } from '../centreTypes';
import { recordAutotestResult } from './trustApi';

type Result = { type: 'success' | 'error'; message: string };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * SPEC §3's autotest fields as a form (DECISIONS §4: a national admin may record the result), so
 * the journey from autotest approval to accreditation runs from the console.
 */
export function AutotestResultForm({ centre, canRecord, onResult }: { centre: CentreDetail; canRecord: boolean; onResult: (result: Result) => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ autotestCompletedDate: today(), autotestExpectedCapacity: '', autotestRealizedCapacity: '', autotestScore: '', autotestDecision: 'approved' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canRecord || centre.status !== 'autotest_approved') return null;

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await recordAutotestResult(String(centre.school.ReferenceNumber), {
        autotestCompletedDate: values.autotestCompletedDate,
        autotestExpectedCapacity: Number(values.autotestExpectedCapacity),
        autotestRealizedCapacity: Number(values.autotestRealizedCapacity),
        autotestScore: Number(values.autotestScore),
        autotestDecision: values.autotestDecision as 'approved' | 'rejected',
      });
      setOpen(false);
      onResult({ type: 'success', message: 'Autotest result recorded' });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to record the autotest result');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="autotest-record-title">
      <CardContent>
        <Typography id="autotest-record-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Record Autotest Result
        </Typography>
        {!open ? (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Record Autotest Result
          </Button>
        ) : (
          <Stack component="form" spacing={2} onSubmit={submit} aria-label="Autotest result">
            {error && <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>{error}</Alert>}
            <TextField type="date" label="Completed date" value={values.autotestCompletedDate} onChange={set('autotestCompletedDate')} required slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="number" label="Expected capacity" value={values.autotestExpectedCapacity} onChange={set('autotestExpectedCapacity')} required />
            <TextField type="number" label="Realized capacity" value={values.autotestRealizedCapacity} onChange={set('autotestRealizedCapacity')} required />
            <TextField type="number" label="Score (%)" value={values.autotestScore} onChange={set('autotestScore')} required slotProps={{ htmlInput: { min: 0, max: 100, step: 'any' } }} />
            <TextField select label="Decision" value={values.autotestDecision} onChange={set('autotestDecision')}>
              <MenuItem value="approved">Approved</MenuItem>
              <MenuItem value="rejected">Rejected</MenuItem>
            </TextField>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={busy}>
                Save Autotest Result
              </Button>
              <Button onClick={() => setOpen(false)} disabled={busy}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
