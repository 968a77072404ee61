import { useEffect, useId, useRef, useState } from 'react';
import type { PublicConfig } from '../publicConfig';
import { useI18n } from '../i18n';

type Props = Pick<PublicConfig, 'practiceExamRegisterUrl' | 'practiceExamUrl'>;

/** The top-bar drop-down whose links open the separate practice-exam site in a new tab. */
export function PracticeExamMenu({ practiceExamRegisterUrl, practiceExamUrl }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!practiceExamRegisterUrl && !practiceExamUrl) return null;

  return (
    <div className="menu" ref={rootRef}>
      <button
        type="button"
        className="topbar-link menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t.topbar.practiceExam} <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="menu-list" hidden={!open}>
        {practiceExamRegisterUrl && (
          <li>
            <a href={practiceExamRegisterUrl} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              {t.topbar.practiceRegister}
            </a>
          </li>
        )}
        {practiceExamUrl && (
          <li>
            <a href={practiceExamUrl} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              {t.topbar.practiceTake}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
