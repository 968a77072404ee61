import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '#contracts';
import { escalationMail, expiryReminderMail, queryReminderMail, targetReachedMail } from '../deadline-mails.js';

const URL_ = 'https://portal.test';
const centre = { centreName: 'Bright Future CBT', reference: 'JAMB-2026-12345678' };
const expiry = { ...centre, validUntil: '2027-03-31', daysLeft: 30, accreditationId: 'a1' };
const query = { ...centre, kind: 'query_answer', dueDate: '2027-02-12', queryDetails: 'Send the GPS picture', centreId: 'c1', state: 'Kano', since: '2027-01-29', ageDays: 5, targetDays: 10, overdueByDays: 0 };

describe("the deadline reminders to the centre, in the centre's language (docs/TRUST.md)", () => {
  it('writes the expiry reminder in English by default and in each language the centre chose', () => {
    expect(expiryReminderMail(expiry, URL_).subject).toBe('Accreditation ends in 30 days: Bright Future CBT');
    expect(expiryReminderMail({ ...expiry, language: 'en' }, URL_).subject).toBe('Accreditation ends in 30 days: Bright Future CBT');
    expect(expiryReminderMail({ ...expiry, language: 'ha' }, URL_).subject).toBe('Amincewa za ta ƙare cikin kwanaki 30: Bright Future CBT');
    expect(expiryReminderMail({ ...expiry, language: 'yo' }, URL_).subject).toBe('Ìfọwọ́sí yóò parí ní ọjọ́ 30: Bright Future CBT');
    expect(expiryReminderMail({ ...expiry, language: 'ig' }, URL_).subject).toBe('Nkwado ga-agwụ n’ime ụbọchị 30: Bright Future CBT');
    // An unknown language (an older row) reads English rather than failing.
    expect(expiryReminderMail({ ...expiry, language: 'fr' }, URL_).subject).toBe('Accreditation ends in 30 days: Bright Future CBT');
    expect(expiryReminderMail({ ...expiry, language: 'ha' }, URL_).text).toContain('Lambar rajista');
  });

  it('writes the query reminder in the centre language, with the query and the day to answer by', () => {
    expect(queryReminderMail(query, URL_).subject).toBe('The council is waiting for your answer: Bright Future CBT');
    const hausa = queryReminderMail({ ...query, language: 'ha' }, URL_);
    expect(hausa.subject).toBe('Hukumar tana jiran amsarku: Bright Future CBT');
    expect(hausa.text).toContain('Ku amsa kafin');
    expect(hausa.text).toContain('Send the GPS picture');
    expect(queryReminderMail({ ...query, language: 'ig' }, URL_).text).toContain('Ajụjụ ahụ');
    expect(queryReminderMail({ ...query, queryDetails: null }, URL_).text).not.toContain('The query');
  });

  it('gives every language its own words, with the reference, the dates and the Find Centre link in each', () => {
    const english = [expiryReminderMail(expiry, URL_), queryReminderMail(query, URL_)];
    for (const language of LANGUAGES) {
      const mails = [expiryReminderMail({ ...expiry, language }, URL_), queryReminderMail({ ...query, language }, URL_)];
      for (const mail of mails) {
        expect(mail.text).toContain(centre.reference);
        expect(mail.html).toContain(`${URL_}/find-centre`);
      }
      expect(mails[0]!.text).toContain('2027-03-31');
      expect(mails[1]!.text).toContain('2027-02-12');
      if (language !== 'en') {
        mails.forEach((mail, i) => {
          expect(mail.subject).not.toBe(english[i]!.subject);
          expect(mail.text).not.toContain('Registration number');
        });
      }
    }
  });

  it("keeps the admins' emails in English whatever the centre's language", () => {
    const item = { ...query, kind: 'pending_review', language: 'ha', overdueByDays: 5 };
    expect(targetReachedMail(item, URL_).subject).toBe('Due today: registration waiting for review for Bright Future CBT');
    expect(escalationMail(item, URL_).subject).toBe('Overdue by 5 working days: registration waiting for review for Bright Future CBT');
  });
});
