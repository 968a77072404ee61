import { useEffect } from 'react';
import { useI18n } from '../i18n';

/** Each screen names itself in the tab, which is also what screen readers announce first. */
export function useTitle(title: string): void {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${title} | ${t.appName}`;
  }, [title, t.appName]);
}
