import { Fragment } from 'react';

/**
 * A summary value that wraps at its natural breaks: phone numbers whole (a line break between
 * numbers only), emails before the @ and the dots (never mid-word).
 */
export function SummaryValue({ kind, value }: { kind: string; value: string }) {
  if (kind === 'tel') {
    const numbers = value.split(',').map((n) => n.trim()).filter(Boolean);
    return (
      <>
        {numbers.map((number, index) => (
          <Fragment key={`${number}-${index}`}>
            {index > 0 && ', '}
            <span className="nowrap">{number}</span>
          </Fragment>
        ))}
      </>
    );
  }
  if (kind === 'email') {
    const parts = value.split(/(?=[@.])/);
    return (
      <>
        {parts.map((part, index) => (
          <Fragment key={`${part}-${index}`}>
            {index > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </>
    );
  }
  return <>{value}</>;
}
