import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { useEffect, useState, type ReactNode } from 'react';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import DashboardIcon from '@mui/icons-material/Dashboard';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedIcon from '@mui/icons-material/Verified';
import PeopleIcon from '@mui/icons-material/People';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import GavelIcon from '@mui/icons-material/Gavel';
import BalanceIcon from '@mui/icons-material/Balance';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SchoolIcon from '@mui/icons-material/School';
import { Box, Chip, ListItemIcon, ListItemText, MenuItem, Stack, Typography } from '@mui/material';
import { AppBar, CanAccess, Layout, LoadingIndicator, LocalesMenuButton, Menu, TitlePortal, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { LogoutConfirm } from './LogoutConfirm';
import { useRememberPlace } from './returnPlace';
import { CONSOLE_SCREENS } from '../access/screens';
import { ProfileProvider, useProfile } from '../profile/ProfileContext';

/** Each screen's icon in the side menu; the screens and the access each needs are access/screens.ts. */
const ICONS: Record<string, ReactNode> = {
  '/admin-dashboard': <DashboardIcon />,
  '/admin-centres': <SchoolIcon />,
  '/cbt-centre': <AddBusinessIcon />,
  '/bulk-upload': <UploadFileIcon />,
  '/admin-accreditation': <VerifiedIcon />,
  '/admin-inspections': <FactCheckOutlinedIcon />,
  '/admin-users': <PeopleIcon />,
  '/admin-roles': <AdminPanelSettingsIcon />,
  '/admin-reports': <BarChartIcon />,
  '/audit-events': <FactCheckIcon />,
  '/centre-reads': <ManageSearchIcon />,
  '/admin-jobs': <WorkHistoryIcon />,
  '/admin-holidays': <EventBusyIcon />,
  '/admin-retention': <GppMaybeIcon />,
  '/admin-appeals': <GavelIcon />,
  '/admin-conflicts': <BalanceIcon />,
  '/admin-privacy-requests': <PrivacyTipIcon />,
  '/admin-privacy-breaches': <ReportProblemIcon />,
};

function AdminMenu() {
  return (
    <Menu>
      {CONSOLE_SCREENS.map((item) => (
        // A failed check hides the item rather than leaving the page.
        <CanAccess key={item.to} resource={item.resource} action={item.action} error={null}>
          <Menu.Item to={item.to} primaryText={item.label} leftIcon={ICONS[item.to]} />
        </CanAccess>
      ))}
    </Menu>
  );
}

/** National or State, and for a state admin the states they administer. */
function LevelChip() {
  const { profile } = useProfile();
  const translate = useTranslate();
  if (!profile?.level) return null;
  const label = translate(`console.appBar.${profile.level}`);
  const states = profile.assignedStates.join(', ');
  return (
    <Stack direction="row" spacing={1} sx={{ mx: 1, alignItems: 'center', display: { xs: 'none', sm: 'flex' } }}>
      <Chip label={label} size="small" sx={{ bgcolor: 'common.white', color: 'primary.dark', fontWeight: 600 }} />
      {states && (
        <Typography variant="body2" component="span" aria-label={translate('console.appBar.assignedState')}>
          {states}
        </Typography>
      )}
    </Stack>
  );
}

function ProfileItem() {
  const userMenu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem component={Link} to="/admin-profile" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('console.appBar.profileSettings')}</ListItemText>
    </MenuItem>
  );
}

function LogoutItem({ onClick }: { onClick: () => void }) {
  const userMenu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onClick();
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('console.appBar.logout')}</ListItemText>
    </MenuItem>
  );
}

// The confirmation lives outside the menu, which unmounts its items when it closes.
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {/* The button shows the user's name, so its accessible name is that name too (WCAG 2.5.3). */}
      <UserMenu label={identity?.fullName ?? translate('console.appBar.account')}>
        <ProfileItem />
        <LogoutItem onClick={() => setConfirming(true)} />
      </UserMenu>
      <LogoutConfirm open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}

/** The window's title in the chosen language (index.html holds the English one until the console loads). */
function DocumentTitle() {
  const translate = useTranslate();
  const title = translate('console.appBar.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function AdminAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={<AdminUserMenu />}
      toolbar={
        <>
          <DocumentTitle />
          <LevelChip />
          {/* English or Hausa; react-admin's store keeps the choice across reloads. On a phone without its
              globe icon, so the page's title keeps room beside it. */}
          <Box component="span" sx={{ '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } }, '& .MuiButton-root': { minWidth: 0, px: { xs: 0.5, sm: 1 } } }}>
            <LocalesMenuButton />
          </Box>
          {/* Its spinner is a progressbar: named, or a screen reader announces an unnamed bar (WCAG 4.1.2). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      {/* On a phone the title wraps onto a second line in a smaller size instead of being cut off. */}
      <TitlePortal sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, fontSize: { xs: '1rem', sm: undefined }, lineHeight: { xs: 1.25, sm: undefined }, overflowWrap: 'anywhere' }} />
    </AppBar>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  // A centre page's back link returns to the screen the reader came from.
  useRememberPlace();
  return (
    <ProfileProvider>
      {/* minWidth 0 lets wide tables scroll inside the content area instead of widening the page on phones. */}
      <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ '& .RaLayout-content': { minWidth: 0 } }}>
        {children}
      </Layout>
    </ProfileProvider>
  );
}

export default AdminLayout;
