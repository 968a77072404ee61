import { useEffect } from 'react';
import { setLeaveGuard } from '../router';

/**
 * While `active` (a file still sending), leaving the page asks first: closing or reloading the tab
 * gets the browser's own question (beforeunload), a link or Back inside the site asks `question`.
 */
export function useLeaveWarning(active: boolean, question: string): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    setLeaveGuard(() => window.confirm(question));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      setLeaveGuard(null);
    };
  }, [active, question]);
}
