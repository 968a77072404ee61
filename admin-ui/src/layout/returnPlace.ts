import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Where a centre page's back link leads (DECISIONS §10 "Screens": back where the reader came from). */
export interface ReturnPlace {
  to: string;
  label: string;
}

const KEY = 'console.returnPlace';
const CENTRE_PAGE = /^\/admin-centres?\/[^/]+(\/|$)(?!.*create)/;

/** A centre's own pages (its Show and its tabs) are not a place to go back to from that centre. */
export function isCentrePage(pathname: string): boolean {
  return CENTRE_PAGE.test(pathname) && pathname !== '/admin-centres/create';
}

/** The back link for a remembered place: the list with its filters and page, the dashboard, another screen; else the list. */
export function returnPlace(remembered: string | null): ReturnPlace {
  const place = remembered && remembered.startsWith('/') && !remembered.startsWith('//') ? remembered : null;
  if (!place) return { to: '/admin-centres', label: 'console.centre.back' };
  const path = place.split('?')[0]!;
  if (path === '/admin-centres') return { to: place, label: 'console.centre.back' };
  if (path === '/admin-dashboard' || path === '/') return { to: place, label: 'console.centre.backToDashboard' };
  if (path.startsWith('/admin-accreditation')) return { to: place, label: 'console.centre.backToAccreditation' };
  return { to: place, label: 'console.centre.backToPrevious' };
}

/** The place remembered in this tab of the browser (sessionStorage), read when a centre page opens. */
export function rememberedPlace(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * Remembers the last screen that is not a centre's page, with its query (a list's filters, sort
 * and page), so a centre page's back link returns there.
 */
export function useRememberPlace(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isCentrePage(pathname)) return;
    try {
      window.sessionStorage.setItem(KEY, `${pathname}${search}`);
    } catch {
      // Storage refused (private mode): the back link falls back to the list.
    }
  }, [pathname, search]);
}
