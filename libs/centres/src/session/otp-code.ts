import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RULES } from '#contracts';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_RULES.digits}}$`);

/** DECISIONS §4: six digits from a CSPRNG, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
}

export function isOtpShaped(value: unknown): value is string {
  return typeof value === 'string' && OTP_PATTERN.test(value);
}

/**
 * A keyed hash bound to the centre: a stolen table cannot be brute-forced offline without the
 * secret, and a code issued to one centre never matches another's row.
 */
export function hashOtp(secret: string, centreId: string, code: string): string {
  return createHmac('sha256', secret).update(`${centreId}:${code}`).digest('hex');
}

export function otpMatches(secret: string, centreId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(secret, centreId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
