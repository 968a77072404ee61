import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { actionLabel, targetOf, type AuditRecord } from './auditTypes';

/** What the entry is about, by name, linked to the centre's page (or the user's activity). */
export function AuditTarget({ record }: { record: AuditRecord }) {
  const translate = useTranslate();
  const { text, to } = targetOf(record, translate);
  if (!to) return <>{text}</>;
  return (
    <MuiLink component={Link} to={to} aria-label={translate('console.audit.target.open', { name: text })}>
      {text}
    </MuiLink>
  );
}

/** The act in words, its code beside it for whoever filters by codes. */
export function AuditAction({ record }: { record: AuditRecord }) {
  const translate = useTranslate();
  return <span title={translate('console.audit.code', { code: record.action })}>{actionLabel(record.action, translate)}</span>;
}
