import { useEffect, useRef, useState } from 'react';
import type { CriterionResult, FindingValue, InspectionCriterion } from '@cbt/contracts';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Button, Card, CardContent, Chip, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  criterion: InspectionCriterion;
  result: CriterionResult | undefined;
  shown: { value: FindingValue; notes: string | null; waiting: boolean } | undefined;
  disabled: boolean;
  onRecord: (value: FindingValue, notes: string | null) => void;
  onPhoto: (file: File) => void;
}

const STATE_COLOUR = { met: 'success', not_met: 'error', not_recorded: 'default' } as const;

/** One criterion on the phone: what the centre declared beside it, the answer, a note and photos. */
export function CriterionCard({ criterion, result, shown, disabled, onRecord, onPhoto }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`console.inspections.${key}`, options);
  const [number, setNumber] = useState(typeof shown?.value === 'number' ? String(shown.value) : '');
  const [notes, setNotes] = useState(shown?.notes ?? '');
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => setNumber(typeof shown?.value === 'number' ? String(shown.value) : ''), [shown?.value]);
  useEffect(() => setNotes(shown?.notes ?? ''), [shown?.notes]);
  const value = shown?.value ?? null;
  const commitNumber = () => {
    const text = number.trim();
    const next = text === '' ? null : Number(text);
    if (next !== null && !Number.isFinite(next)) return;
    if (next !== value) onRecord(next, notes.trim() || null);
  };
  const commitNotes = () => {
    if ((notes.trim() || null) !== (shown?.notes ?? null)) onRecord(value, notes.trim() || null);
  };
  const titleId = `criterion-${criterion.key}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-criterion={criterion.key}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ flex: '1 1 12rem', fontWeight: 600 }}>
              {criterion.label}
            </Typography>
            {criterion.mandatory && <Chip size="small" label={t('mandatory')} />}
            {result && <Chip size="small" color={STATE_COLOUR[result.state]} label={t(`state.${result.state}`)} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('required', { required: result?.required ?? '' })}
          </Typography>
          {(result?.declared ?? []).map((d) => (
            <Typography key={d.field} variant="body2" data-declared={d.field}>
              {t('declared', { label: translate(`console.centre.field.${d.field}`, { _: d.label }), value: d.value ?? t('notDeclared') })}
            </Typography>
          ))}
          {result?.contradiction && (
            <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600 }}>
              {result.contradiction}
            </Typography>
          )}
          {criterion.kind === 'yes_no' && (
            <ToggleButtonGroup exclusive fullWidth value={value === null ? null : String(value)} disabled={disabled} onChange={(_, next: string | null) => next !== null && onRecord(next === 'true', notes.trim() || null)} aria-label={criterion.label}>
              <ToggleButton value="true">{t('yes')}</ToggleButton>
              <ToggleButton value="false">{t('no')}</ToggleButton>
            </ToggleButtonGroup>
          )}
          {criterion.kind === 'choice' && (
            <ToggleButtonGroup exclusive value={value} disabled={disabled} onChange={(_, next: string | null) => next !== null && onRecord(next, notes.trim() || null)} aria-label={criterion.label} sx={{ flexWrap: 'wrap' }}>
              {criterion.options.map((option) => (
                <ToggleButton key={option} value={option} sx={{ flex: '1 0 auto' }}>
                  {option}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          {criterion.kind === 'number' && (
            <TextField
              type="number"
              label={criterion.label}
              value={number}
              disabled={disabled}
              onChange={(event) => setNumber(event.target.value)}
              onBlur={commitNumber}
              onKeyDown={(event) => event.key === 'Enter' && commitNumber()}
              slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
              fullWidth
            />
          )}
          {/* Every card has a notes field: each is named after its criterion, not all "Notes" (WCAG 2.4.6). */}
          <TextField
            label={t('notes')}
            value={notes}
            disabled={disabled}
            onChange={(event) => setNotes(event.target.value)}
            onBlur={commitNotes}
            multiline
            minRows={1}
            fullWidth
            slotProps={{ htmlInput: { 'aria-label': `${t('notes')}: ${criterion.label}` } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant={criterion.kind === 'photo' ? 'contained' : 'outlined'} startIcon={<PhotoCameraIcon />} disabled={disabled} onClick={() => file.current?.click()}>
              {t('takePhoto')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('photos', { smart_count: result?.photos ?? 0 })}
            </Typography>
            <input
              ref={file}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              aria-label={`${t('takePhoto')}: ${criterion.label}`}
              data-photo-for={criterion.key}
              onChange={(event) => {
                const picked = event.target.files?.[0];
                event.target.value = '';
                if (picked) onPhoto(picked);
              }}
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
