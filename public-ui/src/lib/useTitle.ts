import { useEffect } from 'react';

/** Each screen names itself in the tab, which is also what screen readers announce first. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | CBT Centre Accreditation Portal`;
  }, [title]);
}
