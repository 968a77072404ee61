import { DEADLINE_LIMITS, type ApprovalStage } from '@cbt/contracts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Card, Chip, CardContent, FormControlLabel, IconButton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RoleOption } from '../providers/accreditationProvider';
import { translateText } from '../shared/i18n';

interface Props {
  stage: ApprovalStage;
  index: number;
  count: number;
  roles: RoleOption[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (changes: Partial<ApprovalStage>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

/** The picker needs a role's name and label only. */
type PickedRole = Pick<RoleOption, 'value' | 'label'>;

const optionText = (option: PickedRole) => (option.label && option.label !== option.value ? `${option.label} (${option.value})` : option.value);

/** One approval stage: its name, description, the roles that may approve it, and its place in the order. */
export function StageEditor({ stage, index, count, roles, errors, disabled, onChange, onMove, onRemove }: Props) {
  const n = index + 1;
  const translate = useTranslate();
  const error = (field: string) => {
    const message = errors[`stage.${index}.${field}`];
    return message === undefined ? undefined : translateText(translate, message);
  };
  // A role saved earlier that is no longer active still shows, so the admin sees and can remove it.
  // A role the configuration names but that is no longer active still shows, by its name.
  const selected: PickedRole[] = stage.requiredRoles.map((name) => roles.find((r) => r.value === name) ?? { value: name, label: name });

  return (
    <Card variant="outlined" component="section" aria-labelledby={`stage-${n}-title`}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={`stage-${n}-title`} variant="subtitle1" component="h3">
            {translate('console.accreditation.stageN', { n })}
          </Typography>
          <Stack direction="row">
            <Tooltip title={translate('console.accreditation.moveUp')}>
              <span>
                <IconButton aria-label={translate('console.accreditation.moveStageUp', { n })} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
                  <ArrowUpwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={translate('console.accreditation.moveDown')}>
              <span>
                <IconButton aria-label={translate('console.accreditation.moveStageDown', { n })} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
                  <ArrowDownwardIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={translate('console.accreditation.removeStage')}>
              <span>
                <IconButton aria-label={translate('console.accreditation.removeStageN', { n })} disabled={disabled || count <= 1} onClick={onRemove}>
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
        <Stack spacing={1}>
          <TextField
            label={translate('console.accreditation.stageName', { n })}
            value={stage.stageName}
            onChange={(event) => onChange({ stageName: event.target.value })}
            error={!!error('stageName')}
            helperText={error('stageName') ?? ' '}
            disabled={disabled}
            required
          />
          <TextField
            label={translate('console.accreditation.stageDescription', { n })}
            value={stage.description}
            onChange={(event) => onChange({ description: event.target.value })}
            error={!!error('description')}
            helperText={error('description') ?? ' '}
            disabled={disabled}
            multiline
            required
          />
          <Autocomplete
            multiple
            options={roles as PickedRole[]}
            value={selected}
            disabled={disabled}
            getOptionLabel={optionText}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            onChange={(_, value) => onChange({ requiredRoles: value.map((option) => option.value) })}
            // Chips carry the role name alone: it is what the configuration stores and what the view dialog shows.
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={option.value} {...itemProps} />;
              })
            }
            // A long role name must not widen the page on a phone; the chips wrap or ellipsize instead.
            sx={{ contain: 'inline-size' }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('console.accreditation.requiredRolesOf', { n })}
                error={!!error('requiredRoles')}
                helperText={error('requiredRoles') ?? translate('console.accreditation.stageRolesHelp')}
              />
            )}
          />
          <TextField
            type="number"
            label={translate('console.deadlines.config.stageTargetDays')}
            value={stage.targetDays ?? DEADLINE_LIMITS.defaults.stageDays}
            onChange={(event) => onChange({ targetDays: Number(event.target.value) })}
            error={!!error('targetDays')}
            helperText={error('targetDays') ?? ' '}
            disabled={disabled}
            slotProps={{ htmlInput: { min: DEADLINE_LIMITS.targetDays.min, max: DEADLINE_LIMITS.targetDays.max, step: 1 } }}
            sx={{ maxWidth: 260 }}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={stage.autoApprove} onChange={(event) => onChange({ autoApprove: event.target.checked })} disabled={disabled} />}
              label={translate('console.accreditation.autoApprove')}
            />
            <FormControlLabel
              control={<Switch checked={stage.isActive} onChange={(event) => onChange({ isActive: event.target.checked })} disabled={disabled} />}
              label={translate('console.common.active')}
            />
            <FormControlLabel
              control={<Switch checked={!!stage.requiresInspection} onChange={(event) => onChange(event.target.checked ? { requiresInspection: true } : { requiresInspection: false, requiresCountersignedVisit: undefined })} disabled={disabled} />}
              label={translate('console.inspections.stageRequiresInspection')}
            />
            {stage.requiresInspection && (
              <FormControlLabel
                control={<Switch checked={stage.requiresCountersignedVisit !== false} onChange={(event) => onChange({ requiresCountersignedVisit: event.target.checked })} disabled={disabled} />}
                label={translate('console.inspections.stageRequiresCountersignedVisit')}
              />
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
