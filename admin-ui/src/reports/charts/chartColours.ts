import type { CentreStatus } from '@cbt/contracts';
import { BRAND_GREEN } from '../../theme';

// Every colour keeps at least 3:1 against the white plot area (WCAG 1.4.11, graphical objects).
export const SERIES = {
  registrations: BRAND_GREEN,
  approvals: '#1565c0',
  missing: '#c62828',
  neutral: '#546e7a',
} as const;

export const STATUS_COLOURS: Record<CentreStatus, string> = {
  pending: '#b45309',
  registration_approved: '#1565c0',
  autotest_approved: BRAND_GREEN,
  query: '#6a1b9a',
  rejected: '#c62828',
};

export const PERFORMANCE_COLOURS = { good: BRAND_GREEN, fair: '#b45309', poor: '#c62828' } as const;
