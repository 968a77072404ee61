import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CentreDataProvider } from '../dataProvider';
import { historyLabel } from '../centres/actionLabels';
import { collapseActivity, welcomeName, type Activity, type DashboardData } from './recentActivity';
import { StatsCards } from '../centres/StatsCards';
import { OverdueByStateCard } from './OverdueByStateCard';
import { useProfile } from '../profile/ProfileContext';
import { consoleFormat } from '../shared/format';
import type { Translate } from '../shared/i18n';

function actorName(actor: Activity['actor'], translate: Translate): string {
  if (actor === 'centre') return translate('console.dashboard.actorCentre');
  if (actor === 'system') return translate('console.dashboard.actorSystem');
  return actor.name || actor.email || translate('console.dashboard.actorAdmin');
}

function RecentActivity({ items }: { items: Activity[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card component="section" aria-labelledby="recent-title">
      <CardContent>
        <Typography id="recent-title" variant="h6" component="h2">
          {translate('console.dashboard.recentActivity')}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('console.dashboard.noActivity')}
          </Typography>
        ) : (
          <List dense>
            {collapseActivity(items).map(({ item, times }) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={
                    <Link to={`/admin-centre/${item.centreId}`}>
                      {historyLabel(item.action, translate)}: {item.centreName}
                      {times > 1 ? ` ${translate('console.dashboard.times', { times })}` : ''}
                    </Link>
                  }
                  secondary={translate('console.dashboard.byLine', { date: consoleFormat(locale).dateTime(item.at), actor: actorName(item.actor, translate) })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** "Welcome, Ada Obi" in the chosen language; the email, then "Admin", when the name is missing. */
function welcome(profile: Parameters<typeof welcomeName>[0], translate: ReturnType<typeof useTranslate>): string {
  const name = welcomeName(profile);
  return name === null ? translate('console.dashboard.welcomeAnonymous') : translate('console.dashboard.welcome', { name });
}

export default function AdminDashboard() {
  const { profile, error: profileError } = useProfile();
  const translate = useTranslate();
  const dataProvider = useDataProvider<CentreDataProvider>();
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seesCentres = useCanAccess({ resource: 'admin-centres', action: 'list' }).canAccess === true;
  const seesUsers = useCanAccess({ resource: 'admin-users', action: 'list' }).canAccess === true;

  useEffect(() => {
    if (!seesCentres) return;
    const controller = new AbortController();
    dataProvider.dashboard(controller.signal).then(
      setData,
      (failure: unknown) => !controller.signal.aborted && setError(failure instanceof Error ? failure.message : 'console.dashboard.loadFailed'),
    );
    return () => controller.abort();
  }, [dataProvider, seesCentres]);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="console.page.dashboard" />
      <div>
        <Typography variant="h4" component="h1">
          {welcome(profile, translate)}
        </Typography>
        {profile && <Typography color="text.secondary">{profile.email}</Typography>}
      </div>
      {(profileError || error) && <Alert severity="error">{(profileError && translate(profileError, { _: profileError })) ?? (error && translate(error, { _: error }))}</Alert>}
      {profile && !seesCentres && (
        <Alert severity="info">{translate('console.dashboard.noRole')}</Alert>
      )}
      {seesCentres && <StatsCards statistics={data?.statistics ?? null} />}
      {seesCentres && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} component="nav" aria-label={translate('console.dashboard.quickActions')}>
          <Button variant="contained" component={Link} to="/admin-centres">
            {translate('console.dashboard.reviewCentres')}
          </Button>
          {seesUsers && (
            <Button variant="outlined" component={Link} to="/admin-users">
              {translate('console.dashboard.userManagement')}
            </Button>
          )}
        </Stack>
      )}
      {/* Shown to those who may read it (GET /api/admin/deadlines/overdue); it checks on its own. */}
      {seesCentres && <OverdueByStateCard />}
      {data && <RecentActivity items={data.recentActivity} />}
    </Stack>
  );
}
