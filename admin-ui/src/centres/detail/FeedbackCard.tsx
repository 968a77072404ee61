import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ApiEnvelope } from '../../api';
import type { CentreDataProvider } from '../../dataProvider';
import { failureText } from '../actionFailure';
import type { CentreDetail } from '../centreTypes';
import { FieldGrid } from './FieldGrid';
import { ResendInfo, resendQueryKey } from './ResendInfo';
import { useShownValues } from './format';

const FEEDBACK_FIELDS = ['adminFeedback', 'registrationApprovalDate', 'autotestApprovalDate', 'rejectionReason', 'queryDetails'] as const;

type ResendKind = 'registration' | 'autotest';

interface FeedbackCardProps {
  centre: CentreDetail;
  canReview: boolean;
  onResult: (result: { type: 'success' | 'error'; message: string }) => void;
}

/** SPEC §2: shown when any feedback field exists, with the two resend buttons. */
export function FeedbackCard({ centre, canReview, onResult }: FeedbackCardProps) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const { shown, shownDate } = useShownValues();
  const t = (key: string) => translate(`console.centre.feedback.${key}`);
  const resend = useMutation<ApiEnvelope<unknown>, unknown, ResendKind>({
    mutationFn: (kind) => dataProvider.resendApproval(centre.id, kind),
    onSuccess: (answer) => onResult({ type: 'success', message: answer.message ?? t('resent') }),
    onError: (failure, kind) => {
      // SPEC §8: a bare HTTP status or a network error is no reason; the failed email is named instead.
      onResult({ type: 'error', message: failureText(failure, t(kind === 'registration' ? 'resendRegistrationFailed' : 'resendAutotestFailed')) });
    },
    // A refused resend may still tell when the next is accepted: the lines under the buttons are read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: resendQueryKey(centre.id) }),
  });
  const busy = resend.isPending;
  const school = centre.school;
  if (!FEEDBACK_FIELDS.some((field) => school[field])) return null;

  return (
    <Card component="section" aria-labelledby="feedback-title">
      <CardContent>
        <Typography id="feedback-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('title')}
        </Typography>
        <FieldGrid
          rows={[
            [t('adminFeedback'), shown(school.adminFeedback)],
            [t('registrationApprovalDate'), shownDate(school.registrationApprovalDate, true)],
            [t('autotestApprovalDate'), shownDate(school.autotestApprovalDate, true)],
            [t('autotestInstructions'), shown(school.autotestInstructions)],
            [t('rejectionReason'), shown(school.rejectionReason)],
            [t('queryDetails'), shown(school.queryDetails)],
          ]}
        />
        {canReview && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="outlined" disabled={busy || !centre.canResendRegistrationApproval} onClick={() => resend.mutate('registration')}>
              {t('resendRegistration')}
            </Button>
            <Button variant="outlined" disabled={busy || !centre.canResendAutotestApproval} onClick={() => resend.mutate('autotest')}>
              {t('resendAutotest')}
            </Button>
          </Stack>
        )}
        {canReview && <ResendInfo centreId={centre.id} />}
      </CardContent>
    </Card>
  );
}
