import { useState, type ReactNode } from 'react';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import DashboardIcon from '@mui/icons-material/Dashboard';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import LogoutIcon from '@mui/icons-material/Logout';
import SchoolIcon from '@mui/icons-material/School';
import { Chip, ListItemIcon, ListItemText, MenuItem, Stack, Typography } from '@mui/material';
import { AppBar, Layout, LoadingIndicator, Menu, TitlePortal, UserMenu, useGetIdentity, useUserMenu } from 'react-admin';
import { LogoutConfirm } from './LogoutConfirm';
import { canAccess, levelLabel, type Area } from '../permissions';
import { ProfileProvider, useProfile } from '../profile/ProfileContext';

/** The console's screens, each shown only to those the server lets use it. */
const MENU: Array<{ to: string; label: string; icon: ReactNode; area: Area }> = [
  { to: '/admin-dashboard', label: 'Dashboard', icon: <DashboardIcon />, area: 'dashboard' },
  { to: '/admin-centres', label: 'Centre Applications', icon: <SchoolIcon />, area: 'centres' },
  { to: '/cbt-centre', label: 'Create New Centre', icon: <AddBusinessIcon />, area: 'createCentre' },
  { to: '/bulk-upload', label: 'Bulk Upload', icon: <UploadFileIcon />, area: 'importCentres' },
];

function AdminMenu() {
  const { profile } = useProfile();
  return (
    <Menu>
      {MENU.filter((item) => canAccess(profile, item.area)).map((item) => (
        <Menu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={item.icon} />
      ))}
    </Menu>
  );
}

/** National or State, and for a state admin the states they administer. */
function LevelChip() {
  const { profile } = useProfile();
  const label = levelLabel(profile?.level ?? null);
  if (!profile || !label) return null;
  const states = profile.assignedStates.join(', ');
  return (
    <Stack direction="row" spacing={1} sx={{ mx: 1, alignItems: 'center', display: { xs: 'none', sm: 'flex' } }}>
      <Chip label={label} size="small" sx={{ bgcolor: 'common.white', color: 'primary.dark', fontWeight: 600 }} />
      {states && (
        <Typography variant="body2" component="span" aria-label="Assigned state">
          {states}
        </Typography>
      )}
    </Stack>
  );
}

function LogoutItem({ onClick }: { onClick: () => void }) {
  const userMenu = useUserMenu();
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
      <ListItemText>Logout</ListItemText>
    </MenuItem>
  );
}

// The confirmation lives outside the menu, which unmounts its items when it closes.
function AdminUserMenu() {
  const { identity } = useGetIdentity();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {/* The button shows the user's name, so its accessible name is that name too (WCAG 2.5.3). */}
      <UserMenu label={identity?.fullName ?? 'Account'}>
        <LogoutItem onClick={() => setConfirming(true)} />
      </UserMenu>
      <LogoutConfirm open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}

function AdminAppBar() {
  return (
    <AppBar
      userMenu={<AdminUserMenu />}
      toolbar={
        <>
          <LevelChip />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <ProfileProvider>
      <Layout menu={AdminMenu} appBar={AdminAppBar}>
        {children}
      </Layout>
    </ProfileProvider>
  );
}
