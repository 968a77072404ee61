import type { ReactNode } from 'react';

/** The GOV.UK confirmation panel: what was done, and the reference to keep (DECISIONS §10). */
export function ConfirmationPanel({ title, referenceLabel, reference, headingLevel = 1 }: { title: string; referenceLabel: string; reference: string; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="confirmation-panel" data-testid="confirmation-panel">
      <Heading className="confirmation-panel-title">{title}</Heading>
      <div className="confirmation-panel-body">
        {referenceLabel}
        <br />
        <strong className="mono">{reference}</strong>
      </div>
    </div>
  );
}

/** "What happens next" under a confirmation panel. */
export function NextSteps({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
