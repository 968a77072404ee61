import { Chip, Stack, Typography } from '@mui/material';
import type { ApprovalStage } from '@cbt/contracts';
import type { ConfigView } from '../providers/accreditationProvider';

function StageItem({ stage }: { stage: ApprovalStage }) {
  return (
    <li>
      <Typography component="h4" variant="subtitle2">
        Stage {stage.stageNumber}: {stage.stageName}
        {!stage.isActive && ' (inactive)'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {stage.description}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }} aria-label={`Stage ${stage.stageNumber} required roles`}>
        <Typography variant="body2" component="span">
          Required roles:
        </Typography>
        {stage.requiredRoles.map((role) => (
          <Chip key={role} label={role} size="small" />
        ))}
      </Stack>
      <Typography variant="body2">Auto approve: {stage.autoApprove ? 'Yes' : 'No'}</Typography>
    </li>
  );
}

/** The active configuration as the view dialog shows it: name, version and every stage's roles. */
export function ConfigSummary({ config }: { config: ConfigView }) {
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="h6" component="h3">
          {config.configName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Version {config.version}
          {config.createdBy ? ` · saved by ${config.createdBy}` : ''} · {new Date(config.createdAt).toLocaleString()}
        </Typography>
      </div>
      <Typography>{config.description}</Typography>
      <Typography>
        Total stages required: <strong>{config.totalStagesRequired}</strong>
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 3 }}>
        {config.approvalStages.map((stage) => (
          <StageItem key={stage.stageNumber} stage={stage} />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Changes to the configuration affect only accreditations started afterwards.
      </Typography>
    </Stack>
  );
}
