import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ACCREDITATION_LIMITS, MSG } from '@cbt/contracts';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { activeRoleOptions, getActiveConfig, saveConfig, type ConfigView, type RoleOption } from './accreditationApi';
import { addStage, moveStage, newConfigForm, removeStage, resizeStages, toSaveBody, updateStage, validateConfigForm, type ConfigForm } from './configForm';
import { failureText } from './failureText';
import { StageEditor } from './StageEditor';

export const ACCREDITATION_PATH = '/admin-accreditation';
/** SPEC §9: after a save the editor goes back to the management screen after 2 s. */
export const REDIRECT_AFTER_SAVE_MS = 2000;

const STAGE_COUNTS = Array.from({ length: ACCREDITATION_LIMITS.maxStages - ACCREDITATION_LIMITS.minStages + 1 }, (_, i) => i + ACCREDITATION_LIMITS.minStages);

function formOf(config: ConfigView | null): ConfigForm {
  if (!config) return newConfigForm();
  return { configName: config.configName, description: config.description, totalStagesRequired: config.totalStagesRequired, approvalStages: config.approvalStages, fourEyes: config.fourEyes ?? true };
}

/** Super admins only: the route's guard (admin-accreditation / configure) shows anyone else access denied. */
export default function ConfigEditorPage() {
  return <ConfigEditor />;
}

function ConfigEditor() {
  const navigate = useNavigate();
  const [current, setCurrent] = useState<ConfigView | null | undefined>(undefined);
  const [form, setForm] = useState<ConfigForm | null>(null);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  useEffect(() => {
    // A new version starts from the active one; without any, from SPEC §9's defaults.
    getActiveConfig().then(
      (config) => {
        setCurrent(config);
        setForm(formOf(config));
      },
      (loadError: unknown) => setFailure(failureText(loadError, MSG.unexpectedError)),
    );
    activeRoleOptions().then(setRoles);
  }, []);

  if (failure && !form) return <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>;
  if (!form) return <Loading />;

  const edit = (next: ConfigForm) => {
    setForm(next);
    setFieldErrors({});
    setProblems([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const errors = validateConfigForm(form);
    setFieldErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])));
    setProblems(errors.map((e) => e.message));
    if (errors.length > 0) return;
    setSaving(true);
    try {
      await saveConfig(toSaveBody(form));
      setSaved(true);
      redirect.current = setTimeout(() => navigate(ACCREDITATION_PATH), REDIRECT_AFTER_SAVE_MS);
    } catch (saveError) {
      setFailure(failureText(saveError, MSG.failedSaveConfig));
    } finally {
      setSaving(false);
    }
  };

  const locked = saving || saved;
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 860 }}>
      <Title title="console.page.accreditationConfig" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Accreditation Configuration
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {current
          ? `Editing version ${current.version}. Saving creates version ${current.version + 1}; accreditations already started keep their configuration.`
          : 'No configuration has been saved yet. Start from the default stages below.'}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Accreditation configuration">
        {saved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {MSG.configSaved}
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
                label="Configuration name"
                value={form.configName}
                onChange={(event) => edit({ ...form, configName: event.target.value })}
                error={!!fieldErrors.configName}
                helperText={fieldErrors.configName ?? ' '}
                disabled={locked}
                required
              />
              <TextField
                label="Description"
                value={form.description}
                onChange={(event) => edit({ ...form, description: event.target.value })}
                error={!!fieldErrors.description}
                helperText={fieldErrors.description ?? ' '}
                disabled={locked}
                multiline
                minRows={2}
                required
              />
              <TextField
                select
                label="Total stages required"
                value={form.totalStagesRequired}
                onChange={(event) => edit(resizeStages(form, Number(event.target.value)))}
                error={!!fieldErrors.totalStagesRequired}
                helperText={fieldErrors.totalStagesRequired ?? 'Stages are approved one after another, in this order.'}
                disabled={locked}
                sx={{ maxWidth: 260 }}
              >
                {STAGE_COUNTS.map((count) => (
                  <MenuItem key={count} value={count}>
                    {count}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={<Switch checked={form.fourEyes} onChange={(event) => edit({ ...form, fourEyes: event.target.checked })} disabled={locked} />}
                label="A different person approves each stage"
              />
              <Typography variant="body2" color="text.secondary">
                When on, an admin who approved one stage of an accreditation cannot approve another stage of it.
              </Typography>
            </Stack>
          </CardContent>
        </Card>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Approval stages
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
            Add Stage
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button component={Link} to={ACCREDITATION_PATH} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={locked}>
            {saving ? <CircularProgress size={24} color="inherit" aria-label="Saving" /> : 'Save Configuration'}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
