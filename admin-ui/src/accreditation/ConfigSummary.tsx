import { Chip, Stack, Typography } from '@mui/material';
import { DEADLINE_LIMITS, type ApprovalStage } from '@cbt/contracts';
import { DEADLINE_FIELDS } from './configForm';
import { stageWords } from './stageWords';
import { useTranslate } from 'react-admin';
import type { ConfigView } from '../providers/accreditationProvider';
import { useFormat } from '../shared/format';

function StageItem({ stage }: { stage: ApprovalStage }) {
  const translate = useTranslate();
  const words = stageWords(translate, stage);
  return (
    <li>
      <Typography component="h4" variant="subtitle2">
        {translate('console.accreditation.stageTitle', { n: stage.stageNumber, name: words.name })}
        {!stage.isActive && translate('console.accreditation.inactiveStage')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {words.description}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }} aria-label={translate('console.accreditation.requiredRolesOf', { n: stage.stageNumber })}>
        <Typography variant="body2" component="span">
          {translate('console.accreditation.requiredRoles')}
        </Typography>
        {stage.requiredRoles.map((role) => (
          <Chip key={role} label={role} size="small" />
        ))}
      </Stack>
      <Typography variant="body2">{translate('console.deadlines.config.stageTargetValue', { days: stage.targetDays ?? DEADLINE_LIMITS.defaults.stageDays })}</Typography>
      <Typography variant="body2">{translate('console.accreditation.autoApproveValue', { value: translate(stage.autoApprove ? 'console.common.yes' : 'console.common.no') })}</Typography>
    </li>
  );
}

/** What a version saved before deadlines existed runs on (the server's defaults). */
const defaultDays = {
  pendingReviewTargetDays: DEADLINE_LIMITS.defaults.pendingReviewDays,
  autotestApprovalTargetDays: DEADLINE_LIMITS.defaults.autotestApprovalDays,
  queryAnswerTargetDays: DEADLINE_LIMITS.defaults.queryAnswerDays,
  escalationMarginDays: DEADLINE_LIMITS.defaults.escalationMarginDays,
} as const;

/** The active configuration as the view dialog shows it: name, version and every stage's roles. */
export function ConfigSummary({ config }: { config: ConfigView }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="h6" component="h3">
          {config.configName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('console.accreditation.version', { version: config.version })}
          {config.createdBy ? translate('console.accreditation.savedBy', { name: config.createdBy }) : ''} · {format.dateTime(config.createdAt)}
        </Typography>
      </div>
      <Typography>{config.description}</Typography>
      <Typography>
        {translate('console.accreditation.totalStagesValue')} <strong>{config.totalStagesRequired}</strong>
      </Typography>
      <section aria-labelledby="summary-deadlines">
        <Typography id="summary-deadlines" component="h4" variant="subtitle2">
          {translate('console.deadlines.config.title')}
        </Typography>
        <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 3 }}>
          {DEADLINE_FIELDS.map(({ field }) => (
            <Typography component="li" variant="body2" key={field}>
              {translate(`console.deadlines.config.${field}`)}: <strong>{translate('console.deadlines.config.daysValue', { days: config[field] ?? defaultDays[field] })}</strong>
            </Typography>
          ))}
        </Stack>
      </section>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 3 }}>
        {config.approvalStages.map((stage) => (
          <StageItem key={stage.stageNumber} stage={stage} />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('console.accreditation.changesNote')}
      </Typography>
    </Stack>
  );
}
