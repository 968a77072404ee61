import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { storedToken } from '../api';
import { checkedProfile, loadProfile } from '../authProvider';
import type { Profile } from '../permissions';

interface ProfileState {
  profile: Profile | null;
  error: string | null;
}

const ProfileContext = createContext<ProfileState>({ profile: null, error: null });

/** Loads the profile once per sign-in, so menus, chips and buttons agree on what the user may do. */
export function ProfileProvider({ children }: { children: ReactNode }) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // The session check has usually just read the profile: start with it rather than ask again.
  const [state, setState] = useState<ProfileState>(() => ({ profile: (checkedProfile(storedToken()) as Profile | null) ?? null, error: null }));
  const known = state.profile !== null;

  useEffect(() => {
    if (known) return;
    let gone = false;
    // Shared with authProvider.canAccess: the menu, the buttons and this context read one answer.
    loadProfile()
      .then((data) => {
        if (!gone) setState({ profile: data ?? null, error: data ? null : 'console.profile.noProfile' });
      })
      .catch(async (failure: unknown) => {
        if (gone) return;
        // An expired session goes back to the login page instead of showing an error.
        if (!(await logoutIfAccessDenied(failure))) {
          setState({ profile: null, error: failure instanceof Error ? failure.message : 'console.profile.profileFailed' });
        }
      });
    return () => {
      gone = true;
    };
  }, [known, logoutIfAccessDenied]);

  return <ProfileContext.Provider value={state}>{children}</ProfileContext.Provider>;
}

export function useProfile(): ProfileState {
  return useContext(ProfileContext);
}
