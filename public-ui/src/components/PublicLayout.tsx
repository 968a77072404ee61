import type { ReactNode } from 'react';
import { usePublicConfig, type PublicConfig } from '../publicConfig';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** The top bar and footer shared by every public screen; the screen gets the loaded config. */
export function PublicLayout({ children }: { children: (config: PublicConfig | null) => ReactNode }) {
  const config = usePublicConfig();
  return (
    <div className="page">
      <TopBar config={config} />
      <main id="main" className="main">
        {children(config)}
      </main>
      <Footer examBody={config?.examBody} />
    </div>
  );
}
