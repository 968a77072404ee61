import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// A history-API router of a few lines keeps the public bundle small; the public site
// only needs exact-path matching and in-app links.
const NAVIGATE_EVENT = 'public-ui:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

const currentPath = () => window.location.pathname;

export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

/**
 * A screen with work that leaving would lose (a file still sending) asks first: answers true to
 * leave. One at a time; null when nothing would be lost.
 */
let leaveGuard: (() => boolean) | null = null;

export function setLeaveGuard(guard: (() => boolean) | null): void {
  leaveGuard = guard;
  guardedPath = guard ? currentPath() : '';
}

// Back and Forward cannot be cancelled, only undone: the guarded screen's address is put back.
let guardedPath = '';
window.addEventListener('popstate', () => {
  if (!leaveGuard || currentPath() === guardedPath) return;
  if (!leaveGuard()) window.history.pushState(null, '', guardedPath);
});

export function navigate(to: string): void {
  if (to === currentPath()) return;
  if (leaveGuard && !leaveGuard()) return;
  window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.scrollTo(0, 0);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** An anchor that changes screens without a page load, while keeping open-in-new-tab working. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handleClick} {...rest} />;
}

/** Replaces the current entry, for guards and timed redirects (Back should not return to them). */
export function redirect(to: string): void {
  window.history.replaceState(null, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.scrollTo(0, 0);
}

export function queryParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}
