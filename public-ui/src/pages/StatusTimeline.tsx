import { formatDate } from '../lib/format';

export interface TimelineEntry {
  step: 'submitted' | 'registration_approval' | 'autotest_approval';
  state: 'done' | 'pending' | 'rejected' | 'query';
  date: string | null;
  waitingFor?: string;
}

const STEP_LABELS: Record<TimelineEntry['step'], string> = {
  submitted: 'Submitted',
  registration_approval: 'Registration approval',
  autotest_approval: 'Autotest approval',
};

const STATE_LABELS: Record<TimelineEntry['state'], string> = {
  done: 'Done',
  pending: 'Pending',
  rejected: 'Rejected',
  query: 'Query raised',
};

const ICONS: Record<TimelineEntry['state'], string> = { done: '✓', pending: '…', rejected: '✕', query: '?' };

/** What the step's state means in words; the waiting note is SPEC §2 screen 5's rule. */
export function timelineDetail(entry: TimelineEntry): string {
  if (entry.state === 'done') return entry.date ? formatDate(entry.date) : 'Done';
  if (entry.waitingFor === 'detailed_registration') return 'Pending until the detailed registration is complete';
  return STATE_LABELS[entry.state];
}

export function StatusTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="timeline" aria-label="Progress">
      {entries.map((entry) => (
        <li key={entry.step} className={`timeline-item timeline-${entry.state}`}>
          <span className="timeline-icon" aria-hidden="true">
            {ICONS[entry.state]}
          </span>
          <span className="timeline-text">
            <strong>{STEP_LABELS[entry.step]}</strong>
            <span className="visually-hidden">: {STATE_LABELS[entry.state]}. </span>
            <span className="timeline-detail">{timelineDetail(entry)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
