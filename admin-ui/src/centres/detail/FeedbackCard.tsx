import { useState } from 'react';
import { MSG } from '@cbt/contracts';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { CentreDataProvider } from '../../dataProvider';
import type { CentreDetail } from '../centreTypes';
import { FieldGrid } from './FieldGrid';
import { ResendInfo } from './ResendInfo';
import { shown, shownDate } from './format';

const FEEDBACK_FIELDS = ['adminFeedback', 'registrationApprovalDate', 'autotestApprovalDate', 'rejectionReason', 'queryDetails'] as const;

interface FeedbackCardProps {
  centre: CentreDetail;
  canReview: boolean;
  onResult: (result: { type: 'success' | 'error'; message: string }) => void;
}

/** SPEC §2: shown when any feedback field exists, with the two resend buttons. */
export function FeedbackCard({ centre, canReview, onResult }: FeedbackCardProps) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const [busy, setBusy] = useState(false);
  const school = centre.school;
  if (!FEEDBACK_FIELDS.some((field) => school[field])) return null;

  const resend = async (kind: 'registration' | 'autotest') => {
    setBusy(true);
    try {
      const answer = await dataProvider.resendApproval(centre.id, kind);
      onResult({ type: 'success', message: answer.message ?? 'Email resent' });
    } catch (failure) {
      const fallback = kind === 'registration' ? MSG.failedResendRegistration : MSG.failedResendAutotest;
      onResult({ type: 'error', message: failure instanceof Error && failure.message ? failure.message : fallback });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="feedback-title">
      <CardContent>
        <Typography id="feedback-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Admin Actions &amp; Feedback
        </Typography>
        <FieldGrid
          rows={[
            ['Admin Feedback', shown(school.adminFeedback)],
            ['Registration Approval Date', shownDate(school.registrationApprovalDate, true)],
            ['Autotest Approval Date', shownDate(school.autotestApprovalDate, true)],
            ['Autotest Instructions', shown(school.autotestInstructions)],
            ['Rejection Reason', shown(school.rejectionReason)],
            ['Query Details', shown(school.queryDetails)],
          ]}
        />
        {canReview && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="outlined" disabled={busy || !centre.canResendRegistrationApproval} onClick={() => resend('registration')}>
              Resend Registration Email
            </Button>
            <Button variant="outlined" disabled={busy || !centre.canResendAutotestApproval} onClick={() => resend('autotest')}>
              Resend Autotest Email
            </Button>
          </Stack>
        )}
        {canReview && <ResendInfo centreId={centre.id} busy={busy} />}
      </CardContent>
    </Card>
  );
}
