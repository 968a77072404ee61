import { Injectable } from '@nestjs/common';

/**
 * The one clock of the server (ARCHITECTURE: time is a dependency). Everything time decides
 * (validity, expiry, renewal windows, deadlines, reminders) asks it, never `new Date()` directly, so a
 * test can move time forward and see the portal behave as it would that many days later. In
 * production the offset is always zero; only a test clock (TEST_CLOCK=1) ever sets it.
 */
let offsetMs = 0;

/** Now, on the server's clock. */
export function currentTime(): Date {
  return new Date(Date.now() + offsetMs);
}

/** How far the test clock has been moved (0 outside tests). */
export function clockOffsetMs(): number {
  return offsetMs;
}

/** Moves the clock; only the test clock calls it, from the offset it keeps in the database. */
export function setClockOffsetMs(ms: number): void {
  offsetMs = ms;
}

@Injectable()
export class Clock {
  now(): Date {
    return currentTime();
  }

  nowMs(): number {
    return currentTime().getTime();
  }
}
