import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Title, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiRequest } from '../api';
import { historyLabel } from '../centres/actionLabels';
import type { CentreStatistics } from '../centres/centreTypes';
import { collapseActivity, greeting, type Activity } from './recentActivity';
import { StatsCards } from '../centres/StatsCards';
import { useProfile } from '../profile/ProfileContext';


interface DashboardData {
  statistics: CentreStatistics;
  recentActivity: Activity[];
}

function actorName(actor: Activity['actor']): string {
  if (actor === 'centre') return 'the centre';
  if (actor === 'system') return 'the system';
  return actor.name || actor.email || 'an admin';
}

function RecentActivity({ items }: { items: Activity[] }) {
  return (
    <Card component="section" aria-labelledby="recent-title">
      <CardContent>
        <Typography id="recent-title" variant="h6" component="h2">
          Recent Activity
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No activity yet.
          </Typography>
        ) : (
          <List dense>
            {collapseActivity(items).map(({ item, times }) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={
                    <Link to={`/admin-centre/${item.centreId}`}>
                      {historyLabel(item.action)}: {item.centreName}
                      {times > 1 ? ` (${times} times)` : ''}
                    </Link>
                  }
                  secondary={`${new Date(item.at).toLocaleString()} by ${actorName(item.actor)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

export default function AdminDashboard() {
  const { profile, error: profileError } = useProfile();
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seesCentres = useCanAccess({ resource: 'admin-centres', action: 'list' }).canAccess === true;
  const seesUsers = useCanAccess({ resource: 'admin-users', action: 'list' }).canAccess === true;

  useEffect(() => {
    if (!seesCentres) return;
    const controller = new AbortController();
    apiRequest<DashboardData>('/admin/dashboard', { signal: controller.signal }).then(
      ({ data: loaded }) => setData(loaded ?? null),
      (failure: unknown) => !controller.signal.aborted && setError(failure instanceof Error ? failure.message : 'The dashboard could not be loaded.'),
    );
    return () => controller.abort();
  }, [seesCentres]);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="Dashboard" />
      <div>
        <Typography variant="h4" component="h1">
          {greeting(profile)}
        </Typography>
        {profile && <Typography color="text.secondary">{profile.email}</Typography>}
      </div>
      {(profileError || error) && <Alert severity="error">{profileError ?? error}</Alert>}
      {profile && !seesCentres && (
        <Alert severity="info">Your account has no role yet. A super admin must grant you access before you can review centres.</Alert>
      )}
      {seesCentres && <StatsCards statistics={data?.statistics ?? null} />}
      {seesCentres && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} component="nav" aria-label="Quick actions">
          <Button variant="contained" component={Link} to="/admin-centres">
            Review Centre Applications
          </Button>
          {seesUsers && (
            <Button variant="outlined" component={Link} to="/admin-users">
              User Management
            </Button>
          )}
        </Stack>
      )}
      {data && <RecentActivity items={data.recentActivity} />}
    </Stack>
  );
}
