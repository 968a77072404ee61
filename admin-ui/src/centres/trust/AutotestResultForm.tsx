import { useState } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CentreDataProvider } from '../../dataProvider';
import type { AutotestResultInput } from '../../providers/centreTrustProvider';
import type { CentreDetail } from '../centreTypes';

type Result = { type: 'success' | 'error'; message: string };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * SPEC §3's autotest fields as a form (DECISIONS §4: a national admin may record the result), so
 * the journey from autotest approval to accreditation runs from the console.
 */
export function AutotestResultForm({ centre, canRecord, onResult }: { centre: CentreDetail; canRecord: boolean; onResult: (result: Result) => void }) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const translate = useTranslate();
  const t = (key: string) => translate(`console.centre.autotestResult.${key}`);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ autotestCompletedDate: today(), autotestExpectedCapacity: '', autotestRealizedCapacity: '', autotestScore: '', autotestDecision: 'approved' });
  // A refusal stays in the form (the server lists what is wrong); success closes it and tells the page.
  const record = useMutation<string | undefined, unknown, AutotestResultInput>({
    mutationFn: (input) => dataProvider.recordAutotestResult(String(centre.school.ReferenceNumber), input),
    onSuccess: () => {
      setOpen(false);
      onResult({ type: 'success', message: t('recorded') });
    },
  });
  if (!canRecord || centre.status !== 'autotest_approved') return null;

  const error = record.isError ? (record.error instanceof Error ? record.error.message : t('failed')) : null;
  const busy = record.isPending;
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    record.mutate({
      autotestCompletedDate: values.autotestCompletedDate,
      autotestExpectedCapacity: Number(values.autotestExpectedCapacity),
      autotestRealizedCapacity: Number(values.autotestRealizedCapacity),
      autotestScore: Number(values.autotestScore),
      autotestDecision: values.autotestDecision as AutotestResultInput['autotestDecision'],
    });
  };

  return (
    <Card component="section" aria-labelledby="autotest-record-title">
      <CardContent>
        <Typography id="autotest-record-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        {!open ? (
          <Button
            variant="outlined"
            onClick={() => {
              record.reset();
              setOpen(true);
            }}
          >
            {t('title')}
          </Button>
        ) : (
          <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('form')}>
            {error && (
              <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <TextField type="date" label={t('completedDate')} value={values.autotestCompletedDate} onChange={set('autotestCompletedDate')} required slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="number" label={t('expectedCapacity')} value={values.autotestExpectedCapacity} onChange={set('autotestExpectedCapacity')} required />
            <TextField type="number" label={t('realizedCapacity')} value={values.autotestRealizedCapacity} onChange={set('autotestRealizedCapacity')} required />
            <TextField type="number" label={t('score')} value={values.autotestScore} onChange={set('autotestScore')} required slotProps={{ htmlInput: { min: 0, max: 100, step: 'any' } }} />
            <TextField select label={t('decision')} value={values.autotestDecision} onChange={set('autotestDecision')}>
              <MenuItem value="approved">{t('approved')}</MenuItem>
              <MenuItem value="rejected">{t('rejected')}</MenuItem>
            </TextField>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={busy}>
                {t('save')}
              </Button>
              <Button onClick={() => setOpen(false)} disabled={busy}>
                {translate('console.action.cancel')}
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
