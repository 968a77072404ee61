import { lazy, type ComponentType } from 'react';

/**
 * React.lazy, plus a preload that a caller starts early (while the session is checked). React.lazy
 * suspends on its first render even when the code is already there (its import() promise settles a
 * tick later), and React keeps a Suspense fallback on screen for at least 300 ms: once loaded, the
 * module is handed to lazy synchronously instead.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const Component = lazy(() => (loaded ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as unknown as Promise<{ default: ComponentType<P> }>) : preload()));
  return { Component, preload };
}
