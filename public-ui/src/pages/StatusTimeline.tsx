import { useI18n, type Dictionary } from '../i18n';
import { formatDate } from '../lib/format';

export interface TimelineEntry {
  step: 'submitted' | 'registration_approval' | 'autotest_approval';
  state: 'done' | 'pending' | 'rejected' | 'query';
  date: string | null;
  waitingFor?: string;
}

const ICONS: Record<TimelineEntry['state'], string> = { done: '✓', pending: '…', rejected: '✕', query: '?' };

/** What the step's state means in words; the waiting note is SPEC §2 screen 5's rule. */
export function timelineDetail(entry: TimelineEntry, words: Dictionary['timeline'] = EN_WORDS): string {
  if (entry.state === 'done') return entry.date ? formatDate(entry.date) : words.done!;
  if (entry.waitingFor === 'detailed_registration') return words.waitingDetailed!;
  return words[entry.state]!;
}

const EN_WORDS: Dictionary['timeline'] = {
  done: 'Done',
  pending: 'Pending',
  rejected: 'Rejected',
  query: 'Query raised',
  waitingDetailed: 'Pending until the detailed registration is complete',
};

export function StatusTimeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useI18n();
  return (
    <ol className="timeline" aria-label={t.common.progress}>
      {entries.map((entry) => (
        <li key={entry.step} className={`timeline-item timeline-${entry.state}`}>
          <span className="timeline-icon" aria-hidden="true">
            {ICONS[entry.state]}
          </span>
          <span className="timeline-text">
            <strong>{t.timeline[entry.step]}</strong>
            <span className="visually-hidden">: {t.timeline[entry.state]}. </span>
            <span className="timeline-detail">{timelineDetail(entry, t.timeline)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
