import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACCREDITATION_LIMITS, VALIDITY_LIMITS } from '@cbt/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConsoleLoading } from '../layout/ConsoleLoading';
import { translateText } from '../shared/i18n';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { ACCREDITATION, type AccreditationDataProvider, type ConfigView } from '../providers/accreditationProvider';
import { CONFIG_QUERY_KEY } from './ConfigDialog';
import { addStage, DEADLINE_FIELDS, DUE_PROCESS_FIELDS, moveStage, newConfigForm, removeStage, resizeStages, serverFieldErrors, stageOf, toSaveBody, updateStage, validateConfigForm, type ConfigForm } from './configForm';
import { failureText } from './failureText';
import { StageEditor } from './StageEditor';
import { ChecklistEditor } from '../inspections/ChecklistEditor';
import { useAccreditationAccess } from './useAccreditationAccess';

export const ACCREDITATION_PATH = '/admin-accreditation';
/** SPEC §9: after a save the editor goes back to the management screen after 2 s. */
export const REDIRECT_AFTER_SAVE_MS = 2000;

const STAGE_COUNTS = Array.from({ length: ACCREDITATION_LIMITS.maxStages - ACCREDITATION_LIMITS.minStages + 1 }, (_, i) => i + ACCREDITATION_LIMITS.minStages);

function formOf(config: ConfigView | null): ConfigForm {
  if (!config) return newConfigForm();
  const defaults = newConfigForm();
  return {
    configName: config.configName,
    description: config.description,
    totalStagesRequired: config.totalStagesRequired,
    approvalStages: config.approvalStages.map(stageOf),
    fourEyes: config.fourEyes ?? true,
    inspectionChecklist: config.inspectionChecklist ?? [],
    validityMonths: config.validityMonths ?? VALIDITY_LIMITS.defaultMonths,
    renewalWindowDays: config.renewalWindowDays ?? VALIDITY_LIMITS.defaultRenewalWindowDays,
    // A version saved before deadlines existed reads the defaults the server applies to it.
    pendingReviewTargetDays: config.pendingReviewTargetDays ?? defaults.pendingReviewTargetDays,
    autotestApprovalTargetDays: config.autotestApprovalTargetDays ?? defaults.autotestApprovalTargetDays,
    queryAnswerTargetDays: config.queryAnswerTargetDays ?? defaults.queryAnswerTargetDays,
    escalationMarginDays: config.escalationMarginDays ?? defaults.escalationMarginDays,
    appealDays: config.appealDays ?? defaults.appealDays,
    representationsDays: config.representationsDays ?? defaults.representationsDays,
  };
}

/** Super admins only: anyone else is sent back to the management screen, told why. */
export default function ConfigEditorPage() {
  const notify = useNotify();
  const { allowed, decided } = useAccreditationAccess('configure');
  useEffect(() => {
    if (decided && !allowed) notify('console.accreditation.onlySuperAdminConfig', { type: 'warning' });
  }, [decided, allowed, notify]);
  if (!decided) return <ConsoleLoading />;
  if (!allowed) return <Navigate to={ACCREDITATION_PATH} replace />;
  return <ConfigEditor />;
}

function ConfigEditor() {
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AccreditationDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  // Read once per opening: a refetch must not pull the form from under the admin's edits.
  const active = useQuery({ queryKey: CONFIG_QUERY_KEY, queryFn: () => dataProvider.accreditationConfig(), staleTime: 0, retry: false, refetchOnWindowFocus: false });
  const roleOptions = useQuery({ queryKey: [ACCREDITATION, 'approver-roles'], queryFn: () => dataProvider.accreditationApproverRoles(), refetchOnWindowFocus: false });
  const [edited, setEdited] = useState<ConfigForm | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const save = useMutation({
    mutationFn: (next: ConfigForm) => dataProvider.saveAccreditationConfig(toSaveBody(next)),
    onSuccess: () => {
      // Stale, not read again now: the screen keeps the version it edited until it leaves.
      void queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY, refetchType: 'none' });
      redirect.current = setTimeout(() => navigate(ACCREDITATION_PATH), REDIRECT_AFTER_SAVE_MS);
    },
    onError: (saveError) => {
      // The server's checks (its words) go on their fields too, as the form's own do.
      const refused = serverFieldErrors(saveError);
      if (refused.length > 0) setFieldErrors(Object.fromEntries(refused.map((e) => [e.field, e.message])));
      setFailure(failureText(saveError, translate('console.accreditation.failedSaveConfig')));
    },
  });

  // A new version starts from the active one; without any, from SPEC §9's defaults.
  const current: ConfigView | null | undefined = active.data;
  const form = edited ?? (current === undefined ? null : formOf(current));
  const roles = roleOptions.data ?? [];
  const saving = save.isPending;
  const saved = save.isSuccess;

  if (active.error && !form) return <Alert severity="error" sx={{ mt: 2 }}>{failureText(active.error, translate('console.common.unexpectedError'))}</Alert>;
  if (!form) return <ConsoleLoading />;

  const edit = (next: ConfigForm) => {
    setEdited(next);
    setFieldErrors({});
    setProblems([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const errors = validateConfigForm(form);
    setFieldErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])));
    // The checks give SPEC's English text; a known one is shown in the chosen language.
    setProblems(errors.map((e) => translateText(translate, e.message)));
    if (errors.length > 0) return;
    save.mutate(form);
  };

  const locked = saving || saved;
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 860 }}>
      <Title title="console.page.accreditationConfig" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('console.page.accreditationConfig')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {current
          ? translate('console.accreditation.editingVersion', { version: current.version, next: current.version + 1 })
          : translate('console.accreditation.noConfigYet')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('console.accreditation.configForm')}>
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {translate('console.accreditation.configSaved')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {failure}
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Stack spacing={1}>
              <TextField
                label={translate('console.accreditation.configName')}
                value={form.configName}
                onChange={(event) => edit({ ...form, configName: event.target.value })}
                error={!!fieldErrors.configName}
                helperText={fieldErrors.configName ? translateText(translate, fieldErrors.configName) : ' '}
                disabled={locked}
                required
              />
              <TextField
                label={translate('console.common.description')}
                value={form.description}
                onChange={(event) => edit({ ...form, description: event.target.value })}
                error={!!fieldErrors.description}
                helperText={fieldErrors.description ? translateText(translate, fieldErrors.description) : ' '}
                disabled={locked}
                multiline
                minRows={2}
                required
              />
              <TextField
                select
                label={translate('console.accreditation.totalStages')}
                value={form.totalStagesRequired}
                onChange={(event) => edit(resizeStages(form, Number(event.target.value)))}
                error={!!fieldErrors.totalStagesRequired}
                helperText={fieldErrors.totalStagesRequired ? translateText(translate, fieldErrors.totalStagesRequired) : translate('console.accreditation.totalStagesHelp')}
                disabled={locked}
                sx={{ maxWidth: 260 }}
              >
                {STAGE_COUNTS.map((count) => (
                  <MenuItem key={count} value={count}>
                    {count}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  type="number"
                  label={translate('console.accreditation.validityMonths')}
                  value={form.validityMonths}
                  onChange={(event) => edit({ ...form, validityMonths: Number(event.target.value) })}
                  error={!!fieldErrors.validityMonths}
                  helperText={fieldErrors.validityMonths ? translateText(translate, fieldErrors.validityMonths) : translate('console.accreditation.validityMonthsHelp')}
                  disabled={locked}
                  slotProps={{ htmlInput: { min: VALIDITY_LIMITS.months.min, max: VALIDITY_LIMITS.months.max } }}
                  sx={{ maxWidth: 260 }}
                />
                <TextField
                  type="number"
                  label={translate('console.accreditation.renewalWindowDays')}
                  value={form.renewalWindowDays}
                  onChange={(event) => edit({ ...form, renewalWindowDays: Number(event.target.value) })}
                  error={!!fieldErrors.renewalWindowDays}
                  helperText={fieldErrors.renewalWindowDays ? translateText(translate, fieldErrors.renewalWindowDays) : translate('console.accreditation.renewalWindowDaysHelp')}
                  disabled={locked}
                  slotProps={{ htmlInput: { min: VALIDITY_LIMITS.renewalWindowDays.min, max: VALIDITY_LIMITS.renewalWindowDays.max } }}
                  sx={{ maxWidth: 260 }}
                />
              </Stack>
              <FormControlLabel
                control={<Switch checked={form.fourEyes} onChange={(event) => edit({ ...form, fourEyes: event.target.checked })} disabled={locked} />}
                label={translate('console.accreditation.fourEyesSwitch')}
              />
              <Typography variant="body2" color="text.secondary">
                {translate('console.accreditation.fourEyesHelp')}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
        <Card sx={{ mb: 2 }} component="section" aria-labelledby="deadlines-title">
          <CardContent>
            <Typography id="deadlines-title" variant="h6" component="h2">
              {translate('console.deadlines.config.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('console.deadlines.config.help')}
            </Typography>
            {/* docs/TRUST.md "Deadlines and reminders": working days, saved with the version. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {DEADLINE_FIELDS.map(({ field, limits }) => (
                <TextField
                  key={field}
                  type="number"
                  label={translate(`console.deadlines.config.${field}`)}
                  value={form[field]}
                  onChange={(event) => edit({ ...form, [field]: Number(event.target.value) })}
                  error={!!fieldErrors[field]}
                  helperText={fieldErrors[field] ? translateText(translate, fieldErrors[field]) : ' '}
                  disabled={locked}
                  slotProps={{ htmlInput: { min: limits.min, max: limits.max, step: 1, 'data-field': field } }}
                  sx={{ width: { xs: '100%', sm: 260 } }}
                />
              ))}
            </Stack>
          </CardContent>
        </Card>
        <Card sx={{ mb: 2 }} component="section" aria-labelledby="due-process-title">
          <CardContent>
            <Typography id="due-process-title" variant="h6" component="h2">
              {translate('console.sanctions.config.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('console.sanctions.config.help')}
            </Typography>
            {/* DECISIONS §10: calendar days, read when a decision or notice is made. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {DUE_PROCESS_FIELDS.map(({ field, limits }) => (
                <TextField
                  key={field}
                  type="number"
                  label={translate(`console.sanctions.config.${field}`)}
                  value={form[field]}
                  onChange={(event) => edit({ ...form, [field]: Number(event.target.value) })}
                  error={!!fieldErrors[field]}
                  helperText={fieldErrors[field] ? translateText(translate, fieldErrors[field]) : ' '}
                  disabled={locked}
                  slotProps={{ htmlInput: { min: limits.min, max: limits.max, step: 1, 'data-field': field } }}
                  sx={{ width: { xs: '100%', sm: 260 } }}
                />
              ))}
            </Stack>
          </CardContent>
        </Card>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('console.accreditation.approvalStages')}
        </Typography>
        <Stack spacing={2}>
          {form.approvalStages.map((stage, index) => (
            <StageEditor
              // The number changes on every move; the index is what the handlers act on.
              key={index}
              stage={stage}
              index={index}
              count={form.approvalStages.length}
              roles={roles}
              errors={fieldErrors}
              disabled={locked}
              onChange={(changes) => edit(updateStage(form, index, changes))}
              onMove={(direction) => edit(moveStage(form, index, direction))}
              onRemove={() => edit(removeStage(form, index))}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => edit(addStage(form))} disabled={locked || form.approvalStages.length >= ACCREDITATION_LIMITS.maxStages}>
            {translate('console.accreditation.addStage')}
          </Button>
        </Stack>
        <Box sx={{ mt: 3 }}>
          <ChecklistEditor checklist={form.inspectionChecklist} errors={fieldErrors} disabled={locked} onChange={(inspectionChecklist) => edit({ ...form, inspectionChecklist })} />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1 }} />
          <Button component={Link} to={ACCREDITATION_PATH} disabled={saving}>
            {translate('console.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={locked}>
            {saving ? <CircularProgress size={24} color="inherit" aria-label={translate('console.common.saving')} /> : translate('console.accreditation.saveConfig')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
