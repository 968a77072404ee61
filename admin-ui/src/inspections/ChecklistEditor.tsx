import { CRITERION_KINDS, DECLARED_FIELD_LABELS, DECLARED_FIELDS, DEFAULT_INSPECTION_CHECKLIST, type CriterionKind, type DeclaredField, type InspectionCriterion } from '@cbt/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Button, Card, CardContent, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  checklist: InspectionCriterion[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (next: InspectionCriterion[]) => void;
}

const split = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

function blank(n: number): InspectionCriterion {
  return { key: `criterion_${n}`, label: '', kind: 'yes_no', mandatory: true, weight: 5, minimum: null, minimumPercentOf: null, options: [], passing: [], declared: [] };
}

/** The configuration's inspection checklist: each criterion's key, label, kind and what meets it, its weight and the centre figures shown beside it. */
export function ChecklistEditor({ checklist, errors, disabled, onChange }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.inspections.checklist.${key}`, options);
  const set = (index: number, changes: Partial<InspectionCriterion>) => onChange(checklist.map((c, i) => (i === index ? { ...c, ...changes } : c)));
  const error = (index: number, field: string) => errors[`inspectionChecklist.${index}.${field}`];
  const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
  return (
    <Stack spacing={2} component="section" aria-labelledby="checklist-title">
      <Typography id="checklist-title" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('help')}
      </Typography>
      {errors.inspectionChecklist && <Typography color="error">{errors.inspectionChecklist}</Typography>}
      {checklist.map((c, index) => {
        const n = index + 1;
        const numbers = checklist.filter((o) => o.kind === 'number' && o.key !== c.key);
        return (
          <Card key={index} variant="outlined" component="section" aria-label={t('criterionN', { n })}>
            <CardContent>
              <Stack spacing={1}>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle1" component="h3">
                    {t('criterionN', { n })}
                  </Typography>
                  <Tooltip title={t('remove', { n })}>
                    <span>
                      <IconButton aria-label={t('remove', { n })} disabled={disabled || checklist.length <= 1} onClick={() => onChange(checklist.filter((_, i) => i !== index))}>
                        <DeleteIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
                <TextField label={t('label')} value={c.label} disabled={disabled} onChange={(e) => set(index, { label: e.target.value })} error={!!error(index, 'label')} helperText={error(index, 'label') ?? ' '} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField label={t('key')} value={c.key} disabled={disabled} onChange={(e) => set(index, { key: e.target.value })} error={!!error(index, 'key')} helperText={error(index, 'key') ?? ' '} sx={{ flex: 1 }} />
                  <TextField select label={t('kind')} value={c.kind} disabled={disabled} onChange={(e) => set(index, { kind: e.target.value as CriterionKind })} sx={{ flex: 1 }} helperText={error(index, 'kind') ?? ' '}>
                    {CRITERION_KINDS.map((kind) => (
                      <MenuItem key={kind} value={kind}>
                        {t(`kinds.${kind}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField type="number" label={t('weight')} value={c.weight} disabled={disabled} onChange={(e) => set(index, { weight: Number(e.target.value) })} error={!!error(index, 'weight')} helperText={error(index, 'weight') ?? ' '} sx={{ width: { sm: 120 } }} />
                </Stack>
                {c.kind === 'number' && (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField type="number" label={t('minimum')} value={c.minimum ?? ''} disabled={disabled} onChange={(e) => set(index, { minimum: numberOrNull(e.target.value) })} error={!!error(index, 'minimum')} helperText={error(index, 'minimum') ?? ' '} />
                    <TextField select label={t('percentOf')} value={c.minimumPercentOf?.key ?? ''} disabled={disabled} onChange={(e) => set(index, { minimumPercentOf: e.target.value ? { key: e.target.value, percent: c.minimumPercentOf?.percent ?? 10 } : null })} error={!!error(index, 'minimumPercentOf')} helperText={error(index, 'minimumPercentOf') ?? ' '} sx={{ flex: 1 }}>
                      <MenuItem value="">{t('none')}</MenuItem>
                      {numbers.map((o) => (
                        <MenuItem key={o.key} value={o.key}>
                          {o.label || o.key}
                        </MenuItem>
                      ))}
                    </TextField>
                    {c.minimumPercentOf && (
                      <TextField type="number" label={t('percent')} value={c.minimumPercentOf.percent} disabled={disabled} onChange={(e) => set(index, { minimumPercentOf: { key: c.minimumPercentOf!.key, percent: Number(e.target.value) } })} sx={{ width: { sm: 120 } }} />
                    )}
                  </Stack>
                )}
                {c.kind === 'choice' && (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField label={t('options')} defaultValue={c.options.join(', ')} disabled={disabled} onBlur={(e) => set(index, { options: split(e.target.value) })} error={!!error(index, 'options')} helperText={error(index, 'options') ?? ' '} sx={{ flex: 1 }} />
                    <TextField label={t('passing')} defaultValue={c.passing.join(', ')} disabled={disabled} onBlur={(e) => set(index, { passing: split(e.target.value) })} error={!!error(index, 'passing')} helperText={error(index, 'passing') ?? ' '} sx={{ flex: 1 }} />
                  </Stack>
                )}
                <Autocomplete
                  multiple
                  options={DECLARED_FIELDS as readonly DeclaredField[]}
                  value={c.declared}
                  disabled={disabled}
                  getOptionLabel={(field) => translate(`console.centre.field.${field}`, { _: DECLARED_FIELD_LABELS[field] })}
                  onChange={(_, value) => set(index, { declared: value.slice(0, 3) })}
                  renderInput={(input) => <TextField {...input} label={t('declared')} error={!!error(index, 'declared')} helperText={error(index, 'declared') ?? ' '} />}
                  sx={{ contain: 'inline-size' }}
                />
                <FormControlLabel control={<Switch checked={c.mandatory} disabled={disabled} onChange={(e) => set(index, { mandatory: e.target.checked })} />} label={t('mandatory')} />
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} disabled={disabled || checklist.length >= 50} onClick={() => onChange([...checklist, blank(checklist.length + 1)])}>
          {t('add')}
        </Button>
        <Button disabled={disabled} onClick={() => onChange(DEFAULT_INSPECTION_CHECKLIST.map((c) => ({ ...c })))}>
          {t('restoreDefaults')}
        </Button>
      </Stack>
    </Stack>
  );
}
