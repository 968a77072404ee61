import { createHmac } from 'node:crypto';

/**
 * Who asked for a code, as stored beside it: a keyed hash of the client address, so the table
 * holds no addresses yet codes can be counted per (centre, client).
 */
export function otpClientKey(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`otp-client:${ip}`).digest('hex').slice(0, 32);
}
