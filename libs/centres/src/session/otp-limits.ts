import type { RateRule } from '#platform';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The per-(centre, client) send limits (1 a minute, 5 an hour) are counted from centre_otps for real
 * centres. These keys stand in for them where no code is sent (an unknown or pending reference),
 * so those answers cannot be told apart from a real centre's.
 */
export const phantomSendLimits = (reference: string, client: string): { minute: RateRule; hour: RateRule } => ({
  minute: { key: `otp-send:ref-minute:${reference}:${client}`, limit: 1, windowSeconds: MINUTE },
  hour: { key: `otp-send:ref-hour:${reference}:${client}`, limit: 5, windowSeconds: HOUR },
});

export const otpSendIpLimits = (ip: string): RateRule[] => [{ key: `otp-send:ip:${ip}`, limit: 50, windowSeconds: HOUR }];

export const findCentreIpLimits = (ip: string): RateRule[] => [{ key: `find-centre:ip:${ip}`, limit: 30, windowSeconds: MINUTE }];

/** Codes are also capped per code (5 wrong tries); this slows one address guessing across centres. */
export const otpVerifyIpLimits = (ip: string): RateRule[] => [{ key: `otp-verify:ip:${ip}`, limit: 60, windowSeconds: 15 * MINUTE }];
