import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useLogoutIfAccessDenied } from 'react-admin';
import { apiRequest } from '../api';
import { storedUser } from '../session';

interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  level: string;
}

function ProfileRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body1">{value || '—'}</Typography>
    </Stack>
  );
}

function storedFirstName(): string | undefined {
  try {
    return storedUser()?.firstName;
  } catch {
    return undefined;
  }
}

export default function AdminDashboard() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<Profile>('/auth/profile', { signal: controller.signal })
      .then(({ data }) => {
        if (data) setProfile(data);
        else setError('The server sent no profile.');
      })
      .catch(async (failure: unknown) => {
        if (controller.signal.aborted) return;
        // An expired session sends the user back to the login page instead of showing an error.
        const loggedOut = await logoutIfAccessDenied(failure);
        if (!loggedOut) setError(failure instanceof Error ? failure.message : 'The profile could not be loaded.');
      });
    return () => controller.abort();
  }, [logoutIfAccessDenied]);

  // The stored name greets the user at once; the profile replaces it when it arrives.
  const firstName = profile?.firstName ?? storedFirstName();

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h4" component="h1">
        {firstName ? `Welcome, ${firstName}` : 'Welcome'}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!profile && !error && <CircularProgress aria-label="Loading your profile" />}
      {profile && (
        <Card sx={{ maxWidth: 560 }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Your profile
            </Typography>
            <Stack spacing={1.5}>
              <ProfileRow label="Name" value={[profile.firstName, profile.lastName].filter(Boolean).join(' ')} />
              <ProfileRow label="Email" value={profile.email} />
              <ProfileRow label="Level" value={profile.level} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
