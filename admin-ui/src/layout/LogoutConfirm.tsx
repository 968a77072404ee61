import { Confirm, useLogout } from 'react-admin';

/** Logging out always asks first (SPEC §2); shared by the user menu and the Create Centre page. */
export function LogoutConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logout = useLogout();
  return (
    <Confirm
      isOpen={open}
      // Confirm translates its texts itself.
      title="console.appBar.logout"
      content="console.shared.logoutConfirm"
      confirm="console.appBar.logout"
      onConfirm={() => {
        onClose();
        void logout();
      }}
      onClose={onClose}
    />
  );
}
