import { Confirm, useLogout } from 'react-admin';

/** Logging out always asks first (SPEC §2); shared by the user menu and the Create Centre page. */
export function LogoutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logout = useLogout();
  return (
    <Confirm
      isOpen={open}
      title="Logout"
      content="Are you sure you want to log out?"
      confirm="Logout"
      onConfirm={() => {
        onClose();
        void logout();
      }}
      onClose={onClose}
    />
  );
}
