import { useEffect } from 'react';
import { PublicLayout } from './components/PublicLayout';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';
import { usePath } from './router';
import { hasAdminToken } from './session';

/** `/` belongs to the public site, but a signed-in admin is sent on to the console. */
function Home() {
  const signedIn = hasAdminToken();
  useEffect(() => {
    if (signedIn) window.location.replace('/admin-dashboard');
  }, [signedIn]);
  if (signedIn) return null;
  return <PublicLayout>{(config) => <Landing config={config} />}</PublicLayout>;
}

export function App() {
  // '/landing/' and '/landing' are the same screen.
  const path = usePath().replace(/\/+$/, '') || '/';
  switch (path) {
    case '/':
      return <Home />;
    case '/landing':
      return <PublicLayout>{(config) => <Landing config={config} />}</PublicLayout>;
    default:
      return <PublicLayout>{() => <NotFound />}</PublicLayout>;
  }
}
