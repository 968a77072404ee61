import { useEffect, useState } from 'react';

/** Settings the public pages need from `GET /api/public/config`. */
export interface PublicConfig {
  examBody: string;
  practiceExamRegisterUrl: string | null;
  practiceExamUrl: string | null;
}

interface Envelope {
  success?: boolean;
  data?: Partial<Record<keyof PublicConfig, unknown>>;
}

// Only absolute http(s) links are rendered, so a mistyped setting can never become a
// javascript: URL or a relative link into this site.
function externalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const response = await fetch('/api/public/config', {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as Envelope;
  if (!body.success || !body.data) throw new Error('The portal configuration could not be read.');
  return {
    examBody: typeof body.data.examBody === 'string' ? body.data.examBody : '',
    practiceExamRegisterUrl: externalUrl(body.data.practiceExamRegisterUrl),
    practiceExamUrl: externalUrl(body.data.practiceExamUrl),
  };
}

/** The public configuration, or null until it has loaded (and if it cannot be loaded). */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchPublicConfig(controller.signal)
      .then(setConfig)
      // Without the configuration the page still works; it just omits the optional links.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return config;
}
