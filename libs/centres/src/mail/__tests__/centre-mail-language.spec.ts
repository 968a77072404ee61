import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '#contracts';
import { otpMail, preRegisteredMail, queryMail, registrationApprovedMail, registrationCompletedMail, rejectionMail, renewalSubmittedMail } from '../centre-mail.templates.js';
import { standingChangedMail } from '../trust-mail.setup.js';

const base = { centreName: 'Bright Future CBT', reference: 'JAMB-2026-12345678', publicUrl: 'https://portal.test', text: 'Send the GPS picture' };

describe("the centre's emails in its language", () => {
  it('writes each email in the centre language, English when none is known', () => {
    // The code is in the body only: a subject shows on a locked phone's screen.
    expect(otpMail({ ...base, code: '123456' }).subject).toBe('Your sign-in code');
    expect(otpMail({ ...base, code: '123456', language: 'ha' }).subject).toBe('Lambar shigarku');
    expect(otpMail({ ...base, code: '123456', language: 'yo' }).subject).toBe('Kóòdù ìwọlé yín');
    expect(otpMail({ ...base, code: '123456', language: 'ig' }).subject).toBe('Koodu ịbanye gị');
    for (const language of LANGUAGES) expect(otpMail({ ...base, code: '123456', language }).subject).not.toMatch(/\d{6}/);
    expect(otpMail({ ...base, code: '123456' }).text).toMatch(/Sign-in code:?\s+123456/);
    expect(queryMail({ ...base, language: 'ha' }).text).toContain('Bayanin tambaya');
    expect(rejectionMail({ ...base, language: 'yo' }).text).toContain('Àjọ náà kò fọwọ́ sí ìforúkọsílẹ̀ Bright Future CBT.');
    expect(registrationApprovedMail({ ...base, language: 'ig' }).subject).toBe('Akwadola ndebanye aha: Bright Future CBT');
  });

  it('gives every language its own words for every email, with the reference and the code in each', () => {
    for (const language of LANGUAGES) {
      const mails = [preRegisteredMail({ ...base, language }), registrationApprovedMail({ ...base, language }), queryMail({ ...base, language }), rejectionMail({ ...base, language }), otpMail({ ...base, code: '654321', language })];
      for (const mail of mails) expect(mail.text).toContain(base.reference);
      expect(mails[4]!.text).toContain('654321');
      if (language !== 'en') expect(mails.map((m) => m.subject)).not.toEqual([preRegisteredMail(base), registrationApprovedMail(base), queryMail(base), rejectionMail(base), otpMail({ ...base, code: '654321' })].map((m) => m.subject));
    }
  });

  it('writes the notice of expiry, and a suspension or revocation with its right of appeal (DECISIONS §10), in the centre language; a reinstatement stays as it was', () => {
    const notice = { centreName: base.centreName, reference: base.reference, text: 'The validity ended', decision: '', fields: [], source: '', publicUrl: base.publicUrl };
    expect(standingChangedMail({ ...notice, standing: 'expired' }).subject).toBe('Accreditation expired: Bright Future CBT');
    expect(standingChangedMail({ ...notice, standing: 'expired', language: 'ha' }).subject).toBe('Amincewa ta ƙare: Bright Future CBT');
    expect(standingChangedMail({ ...notice, standing: 'expired', language: 'yo' }).text).toContain('Nọ́mbà ìforúkọsílẹ̀');
    expect(standingChangedMail({ ...notice, standing: 'expired', language: 'ig' }).subject).toBe('Nkwado agwụla: Bright Future CBT');
    expect(standingChangedMail({ ...notice, standing: 'expired' }).text).toContain('sign in at Find Centre to apply for renewal');
    const suspended = standingChangedMail({ ...notice, standing: 'suspended', language: 'ha', appealUntil: '2026-04-01' });
    expect(suspended.subject).toBe('An dakatar da amincewa: Bright Future CBT');
    expect(suspended.text).toContain('Kuna iya ɗaukaka ƙara kan wannan shawara har zuwa 2026-04-01');
    expect(standingChangedMail({ ...notice, standing: 'revoked', language: 'yo', appealUntil: '2026-04-01' }).text).toContain('títí di 2026-04-01');
    expect(standingChangedMail({ ...notice, standing: 'revoked', appealUntil: '2026-04-01' }).subject).toBe('Accreditation revoked: Bright Future CBT');
    expect(standingChangedMail({ ...notice, standing: 'accredited', language: 'ha' }).subject).toBe('Accreditation reinstated: Bright Future CBT');
  });

  it('writes the receipts in every language, naming the missing documents in it (DECISIONS §10)', () => {
    const missing = ['rcDocument', 'centrePicture'];
    expect(registrationCompletedMail({ ...base, missing }).text).toMatch(/Still needed for accreditation:?\s+RC \/ Government Document, Centre Picture/);
    expect(registrationCompletedMail({ ...base, missing: [] }).text).toContain('All four documents needed for accreditation were received.');
    expect(registrationCompletedMail({ ...base, missing, language: 'ig' }).text).toContain('Akwụkwọ RC / Gọọmentị, Foto Ebe Ule');
    expect(renewalSubmittedMail({ ...base, language: 'ha' }).subject).toBe('An karɓi sabuntawa: Bright Future CBT');
    for (const language of LANGUAGES) {
      for (const mail of [registrationCompletedMail({ ...base, missing, language }), renewalSubmittedMail({ ...base, missing, language })]) expect(mail.text).toContain(base.reference);
      if (language !== 'en') expect(registrationCompletedMail({ ...base, language }).subject).not.toBe(registrationCompletedMail(base).subject);
    }
  });
});
