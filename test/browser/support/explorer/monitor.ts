import type { Page, Request, Route } from 'playwright-core';

/**
 * Listens to one page for what a person would meet as a broken screen: an uncaught exception, a
 * console error, a request answered 4xx/5xx or not answered at all. The explorer drains it after each
 * step, so every event is charged to the screen that caused it.
 */
export interface PageEvent {
  kind: 'page-exception' | 'console-error' | 'failed-request';
  detail: string;
}

/** Requests the guard stopped: the explorer never lets a click change data (never confirms an action). */
export interface GuardedRequest {
  method: string;
  url: string;
}

/**
 * The 4xx answers a screen asks for on purpose, each an answer the screen shows as a state, not a
 * failure: anything else a screen is refused is a failure (it asked for what it may not have).
 */
export const EXPECTED_4XX: RegExp[] = [
  // A centre's evidence pack: 404 until one is asked for (admin-ui auditMethods.evidencePack).
  /^GET \/api\/audit\/evidence\/:id answered 404$/,
];

/** Whether a monitored page has no request in flight (read by settled()). */
export const QUIET = new WeakMap<Page, () => boolean>();

export class PageMonitor {
  private events: PageEvent[] = [];
  private blocked: GuardedRequest[] = [];
  private guarding = false;

  /** Requests sent and not yet answered: the screen is quiet when none is left. */
  private inFlight = new Set<Request>();

  constructor(private readonly page: Page) {
    QUIET.set(page, () => this.inFlight.size === 0);
    page.on('request', (request) => this.inFlight.add(request));
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
    page.on('pageerror', (error) => this.events.push({ kind: 'page-exception', detail: String(error.message).split('\n')[0]!.slice(0, 300) }));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The browser's own line for a 4xx/5xx answer: the response listener reports it with its URL.
      if (/^Failed to load resource: the server responded with a status of/.test(text)) return;
      // A request the guard stopped fails on purpose.
      if (this.guarding && /net::ERR_FAILED|Failed to fetch|ERR_BLOCKED/.test(text)) return;
      this.events.push({ kind: 'console-error', detail: text.split('\n')[0]!.slice(0, 300) });
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status < 400) return;
      const request = response.request();
      const seen = `${request.method()} ${pathOf(request.url())} answered ${status}`;
      if (EXPECTED_4XX.some((expected) => expected.test(seen))) return;
      this.events.push({ kind: 'failed-request', detail: `${request.method()} ${pathOf(request.url())} answered ${status}` });
    });
    page.on('requestfailed', (request: Request) => {
      const error = request.failure()?.errorText ?? '';
      // Leaving a screen cancels what it was still loading; the guard's own refusals are not failures.
      if (error.includes('ERR_ABORTED') || (this.guarding && error.includes('ERR_FAILED'))) return;
      if (this.blocked.some((b) => b.url === request.url())) return;
      this.events.push({ kind: 'failed-request', detail: `${request.method()} ${pathOf(request.url())} failed: ${error}` });
    });
  }

  /**
   * From now on any request that would change data (not GET/HEAD) is refused before it leaves the
   * browser: a button that acts at once, without a dialog, cannot do harm, and is recorded.
   */
  async guard(): Promise<void> {
    if (this.guarding) return;
    this.guarding = true;
    await this.page.route('**/*', this.refuseChanges);
  }

  /** Lets changes through again (signing in again is a POST). */
  async unguard(): Promise<void> {
    if (!this.guarding) return;
    await this.page.unroute('**/*', this.refuseChanges);
    this.guarding = false;
  }

  private readonly refuseChanges = (route: Route) => {
    const request = route.request();
    if (request.method() === 'GET' || request.method() === 'HEAD' || request.method() === 'OPTIONS') return route.continue();
    this.blocked.push({ method: request.method(), url: request.url() });
    return route.abort('failed');
  };

  /** The events since the last drain. */
  drain(): PageEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  /** The refused requests since the last call. */
  drainBlocked(): GuardedRequest[] {
    const blocked = this.blocked;
    this.blocked = [];
    return blocked;
  }
}

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id') + (u.search ? '?…' : '');
  } catch {
    return url.slice(0, 120);
  }
}
