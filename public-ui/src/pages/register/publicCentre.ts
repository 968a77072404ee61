/** What the register publishes of a centre (RegisterCentreData in @cbt/contracts), as its public page reads it. */
export interface PublicCentre {
  id: string;
  name: string;
  state: string | null;
  localGovernment: string | null;
  town: string | null;
  standing: 'accredited' | 'suspended' | 'revoked';
  underAppeal: boolean;
  accreditedAt: string | null;
  validUntil: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The schema.org data as the text of a <script type="application/ld+json">: every '<' escaped, so a
 * centre named '</script>…' cannot end the script early (the JSON means the same).
 */
export function jsonLdScript(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The public page of a centre on the register. */
export const centrePagePath = (id: string): string => `/accredited-centres/${encodeURIComponent(id)}`;
