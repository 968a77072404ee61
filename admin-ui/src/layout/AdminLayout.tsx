import type { ReactNode } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Layout, Menu } from 'react-admin';

// The dashboard is a custom route, so react-admin's default menu (resources only) would be empty.
function AdminMenu() {
  return (
    <Menu>
      <Menu.Item to="/admin-dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
