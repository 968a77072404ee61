import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminLevelText } from './adminLevel';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MyDataCard } from './MyDataCard';
import { useProfile } from './ProfileContext';

function ReadOnlyField({ label, value }: { label: string; value: string | null }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value ?? <Skeleton width={160} />}
      </Typography>
    </Grid>
  );
}

/** SPEC §2 "Profile Settings": who is signed in (read-only) and the change-password form. */
export default function ProfilePage() {
  const navigate = useNavigate();
  const { profile, error } = useProfile();
  const translate = useTranslate();
  // react-router numbers the entries it made; at 0 the profile was opened directly, so "back" is the dashboard.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/admin-dashboard'));
  const fullName = profile ? [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email : null;

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 860 }}>
      <Title title="console.page.profile" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back}>
          {translate('console.action.back')}
        </Button>
        <Typography variant="h5" component="h1">
          {translate('console.page.profile')}
        </Typography>
      </Stack>
      <Stack spacing={2}>
        <Card component="section" aria-labelledby="profile-info-title">
          <CardContent>
            <Typography id="profile-info-title" variant="h6" component="h2" sx={{ mb: 2 }}>
              {translate('console.profile.info')}
            </Typography>
            {error ? (
              <Alert severity="error">{translate('console.profile.loadFailed')}</Alert>
            ) : (
              <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
                <ReadOnlyField label={translate('console.profile.fullName')} value={fullName} />
                <ReadOnlyField label={translate('console.common.email')} value={profile?.email ?? null} />
                <ReadOnlyField label={translate('console.profile.adminLevel')} value={profile ? adminLevelText(profile, translate) : null} />
              </Grid>
            )}
            {profile && profile.assignedStates.length > 0 && (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary" component="span">
                  {translate('console.profile.assignedStates')}
                </Typography>
                {profile.assignedStates.map((state) => (
                  <Chip key={state} label={state} size="small" />
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
        <ChangePasswordForm />
        <MyDataCard />
      </Stack>
    </Box>
  );
}
