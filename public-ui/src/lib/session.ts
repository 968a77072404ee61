// The keys SPEC §3 "Stored client-side" names; the admin console reads and writes the same ones.
const KEYS = {
  adminToken: 'authToken',
  centreToken: 'centreAuthToken',
  centreData: 'centreData',
  pendingUpload: 'pendingDocumentUpload',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled by the browser; then nothing is stored.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Without storage the session lasts as long as the page; nothing else to do.
  }
}

/** Whether an admin is signed in on this browser (the admin console stores its token here). */
export function hasAdminToken(): boolean {
  return Boolean(read(KEYS.adminToken));
}

export type CentreData = Record<string, unknown>;

export interface CentreSession {
  token: string;
  centre: CentreData;
  reference: string;
}

/** The reference a stored centre carries, under its main name or an older alias. */
export function referenceOf(centre: CentreData | null | undefined): string | null {
  const value = centre?.ReferenceNumber ?? centre?.registrationNumber ?? centre?.referenceNumber;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The centre session, or null unless both the token and a centre with a reference are stored. */
export function centreSession(): CentreSession | null {
  const token = read(KEYS.centreToken);
  const raw = read(KEYS.centreData);
  if (!token || !raw) return null;
  let centre: CentreData;
  try {
    centre = JSON.parse(raw) as CentreData;
  } catch {
    return null;
  }
  const reference = referenceOf(centre);
  return reference && centre && typeof centre === 'object' ? { token, centre, reference } : null;
}

export function saveCentreSession(token: string, centre: CentreData): void {
  write(KEYS.centreToken, token);
  write(KEYS.centreData, JSON.stringify(centre));
}

export function updateCentreData(centre: CentreData): void {
  write(KEYS.centreData, JSON.stringify(centre));
}

/** SPEC §2: centre logout clears the centre token and centre data. */
export function clearCentreSession(): void {
  write(KEYS.centreToken, null);
  write(KEYS.centreData, null);
  write(KEYS.pendingUpload, null);
}

export function setPendingDocumentUpload(reference: string): void {
  write(KEYS.pendingUpload, reference);
}

export function pendingDocumentUpload(): string | null {
  return read(KEYS.pendingUpload);
}
