import { useEffect, useState, type FormEvent } from 'react';
import { MSG } from '@cbt/contracts';
import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ApiError, apiRequest } from '../api';
import { LogoutConfirm } from '../layout/LogoutConfirm';
import { useProfile } from '../profile/ProfileContext';
import { CopyButton } from '../shared/CopyButton';
import { validateNewCentre, type NewCentre, type NewCentreErrors } from './validateCentre';

const EMPTY: NewCentre = { examBody: '', CentreName: '', GovernmentId: '', AdminEmail: '', State: '' };

/** SPEC §8: the server's message, else 'Registration failed'; a failure without an answer, the generic text. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 || !error.body ? MSG.submissionError : error.message || MSG.createCentreFailed;
  return error instanceof Error && error.message ? error.message : MSG.submissionError;
}

export default function CreateCentrePage() {
  const { profile } = useProfile();
  const [values, setValues] = useState<NewCentre>(EMPTY);
  const [errors, setErrors] = useState<NewCentreErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);

  // The exam body is one fixed value the server is configured with (DECISIONS §2).
  useEffect(() => {
    apiRequest<{ examBody: string }>('/public/config', { token: null }).then(
      ({ data }) => setValues((v) => ({ ...v, examBody: data?.examBody ?? '' })),
      () => setError(MSG.unexpectedError),
    );
  }, []);

  // An admin of several states must say which one the centre is in; one state is implied.
  const states = profile?.level === 'state' ? profile.assignedStates : [];
  const field = (name: keyof NewCentre) => ({
    value: values[name],
    error: !!errors[name],
    helperText: errors[name] ?? ' ',
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewCentre(values);
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const body = { CentreName: values.CentreName.trim(), GovernmentId: values.GovernmentId.trim(), AdminEmail: values.AdminEmail.trim(), ...(values.State ? { State: values.State } : {}) };
      const { data } = await apiRequest<{ referenceNumber: string }>('/centre-registration/simple', { method: 'POST', body });
      setReference(data?.referenceNumber ?? null);
      setValues({ ...EMPTY, examBody: values.examBody });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 640 }}>
      <Title title="console.page.createCentre" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Welcome, Admin
        </Typography>
        <Button startIcon={<LogoutIcon />} onClick={() => setConfirmLogout(true)}>
          Logout
        </Button>
      </Stack>
      <Card>
        <CardContent component="form" noValidate onSubmit={submit}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Create New Centre
          </Typography>
          {error && (
            <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <Stack spacing={1}>
            <TextField label="Exam Body" {...field('examBody')} slotProps={{ input: { readOnly: true } }} required />
            <TextField label="Centre/School Name" {...field('CentreName')} required />
            <TextField label="RC Number" {...field('GovernmentId')} required />
            <TextField label="Admin Email" type="email" {...field('AdminEmail')} required />
            {states.length > 1 && (
              <TextField select label="State" {...field('State')}>
                {states.map((state) => (
                  <MenuItem key={state} value={state}>
                    {state}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? 'Submitting...' : 'Create Centre'}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Dialog open={reference !== null} onClose={() => setReference(null)} aria-labelledby="created-title">
        <DialogTitle id="created-title">Registration Successful</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{MSG.centreCreatedShare}</Typography>
          <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace' }}>
            {reference}
          </Typography>
        </DialogContent>
        <DialogActions>
          <CopyButton text={reference ?? ''} label="Copy Reference Number" />
          <Button onClick={() => setReference(null)}>Close</Button>
        </DialogActions>
      </Dialog>
      <LogoutConfirm open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </Box>
  );
}
