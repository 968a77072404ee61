import { useEffect, useState } from 'react';
import { MSG } from '@cbt/contracts';
import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, Box, Button, Card, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { CreateBase, type RaRecord, SelectInput, SimpleForm, TextInput, Title, useDataProvider, useSaveContext, useTranslate } from 'react-admin';
import { ConsoleLoading } from '../layout/ConsoleLoading';
import { useFormState } from 'react-hook-form';
import { ApiError } from '../api';
import { CENTRES, type CentreDataProvider } from '../dataProvider';
import { LogoutConfirm } from '../layout/LogoutConfirm';
import { useProfile } from '../profile/ProfileContext';
import { CopyButton } from '../shared/CopyButton';
import { messageKeys, translateText } from '../shared/i18n';
import { stateChoicesForCreate, validateNewCentre, type NewCentre } from './validateCentre';

/** SPEC §8: the server's message, else 'Registration failed'; a failure without an answer, the generic text. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.status === 0 || !error.body ? MSG.submissionError : error.message || MSG.createCentreFailed;
  return error instanceof Error && error.message ? error.message : MSG.submissionError;
}

/** The form's values as the SPEC checks read them: an input never typed in is empty text. */
function validateForm(values: Record<string, unknown>, stateRequired: boolean) {
  const text = (key: keyof NewCentre) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  // As message keys, so the inputs show them in the console's language (DECISIONS §10).
  return messageKeys(validateNewCentre({ examBody: text('examBody'), CentreName: text('CentreName'), GovernmentId: text('GovernmentId'), AdminEmail: text('AdminEmail'), State: text('State') }, { stateRequired }));
}

/**
 * One submit button, off while the request runs: react-admin's SaveButton also stays off on a pristine
 * form, and SPEC wants the empty form's messages shown when it is pressed.
 */
function SubmitToolbar() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const { saving } = useSaveContext();
  const busy = isSubmitting || !!saving;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Button type="submit" variant="contained" disabled={busy}>
        {translate(busy ? 'console.createCentre.submitting' : 'console.createCentre.submit')}
      </Button>
    </Box>
  );
}

/**
 * Create New Centre (SPEC §2, /cbt-centre): react-admin's create controller saves through the data
 * provider (POST /api/centre-registration/simple), SimpleForm validates with SPEC §5's messages, and the
 * reference number is shown to hand over. The form starts again empty after each centre.
 */
export default function CentreCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const { profile } = useProfile();
  const [examBody, setExamBody] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [created, setCreated] = useState(0);
  const [confirmLogout, setConfirmLogout] = useState(false);

  // The exam body is one fixed value the server is configured with (DECISIONS §2).
  useEffect(() => {
    dataProvider.examBody().then(
      setExamBody,
      () => {
        setExamBody('');
        setError(MSG.unexpectedError);
      },
    );
  }, [dataProvider]);

  // DECISIONS §9: the State select lists the creator's scope for creating centres; a state admin must choose.
  const { states, required: stateRequired } = stateChoicesForCreate(profile?.power ?? []);
  const field = (key: string) => translate(`console.createCentre.${key}`);

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 640 }}>
      <Title title="console.page.createCentre" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {field('welcome')}
        </Typography>
        <Button startIcon={<LogoutIcon />} onClick={() => setConfirmLogout(true)}>
          {field('logout')}
        </Button>
      </Stack>
      <Card>
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          {field('title')}
        </Typography>
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mx: 2, mt: 2, whiteSpace: 'pre-line' }}>
            {error.split('\n').map((line) => translateText(translate, line)).join('\n')}
          </Alert>
        )}
        {examBody === null ? (
          <ConsoleLoading />
        ) : (
          <CreateBase
            resource={CENTRES}
            record={{ examBody }}
            redirect={false}
            mutationOptions={{
              onSuccess: (data: RaRecord) => {
                setError(null);
                setReference(typeof data.referenceNumber === 'string' ? data.referenceNumber : null);
                setCreated((n) => n + 1);
              },
              onError: (failure: unknown) => setError(failureText(failure)),
            }}
          >
            <SimpleForm key={created} noValidate validate={(values) => validateForm(values, stateRequired)} toolbar={<SubmitToolbar />}>
              <TextInput source="examBody" label={field('examBody')} readOnly isRequired fullWidth />
              <TextInput source="CentreName" label={field('centreName')} isRequired fullWidth />
              <TextInput source="GovernmentId" label={field('rcNumber')} isRequired fullWidth />
              <TextInput source="AdminEmail" label={field('adminEmail')} type="email" isRequired fullWidth />
              <SelectInput source="State" label={field('state')} choices={states.map((state) => ({ id: state, name: state }))} isRequired={stateRequired} emptyText={stateRequired ? undefined : field('stateLater')} fullWidth />
            </SimpleForm>
          </CreateBase>
        )}
      </Card>
      <Dialog open={reference !== null} onClose={() => setReference(null)} aria-labelledby="created-title">
        <DialogTitle id="created-title">{field('success')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{field('share')}</Typography>
          <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace' }}>
            {reference}
          </Typography>
        </DialogContent>
        <DialogActions>
          <CopyButton text={reference ?? ''} label={field('copyReference')} />
          <Button onClick={() => setReference(null)}>{field('close')}</Button>
        </DialogActions>
      </Dialog>
      <LogoutConfirm open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </Box>
  );
}
