import { STATE_NAMES } from '@cbt/contracts';

export const REGISTER_PAGE_SIZE = 20;

export interface RegisterQuery {
  state: string;
  page: number;
}

/** The filter kept in the address bar (?state=Lagos&page=2), so a filtered register can be shared. */
export function readRegisterQuery(search: string): RegisterQuery {
  const params = new URLSearchParams(search);
  const rawState = params.get('state') ?? '';
  // An unknown state in a hand-edited address falls back to all states rather than a server error.
  const state = STATE_NAMES.find((name) => name.toLowerCase() === rawState.trim().toLowerCase()) ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { state, page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

export function registerSearch({ state, page }: RegisterQuery): string {
  const params = new URLSearchParams();
  if (state) params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where the visitor is, when they chose "Nearest to me"; never put in the address bar, so a shared link carries no one's position. */
export interface NearPoint {
  latitude: number;
  longitude: number;
}

export function registerApiPath(query: RegisterQuery, near: NearPoint | null = null): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(REGISTER_PAGE_SIZE) });
  if (query.state) params.set('state', query.state);
  // Five decimals is about a metre: as close as ordering needs.
  if (near) params.set('near', `${near.latitude.toFixed(5)},${near.longitude.toFixed(5)}`);
  return `/public/accredited-centres?${params.toString()}`;
}
