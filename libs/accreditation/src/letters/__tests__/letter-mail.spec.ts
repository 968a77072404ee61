import { addressLines, verifyUrl } from '../letter-generator.js';
import { accreditationLetterMail, readLetterMailData } from '../letter-mail.js';
import { letterFilename } from '../letter-store.js';

describe('the letter mail and its parts', () => {
  it('names the centre, the code and the verification link', () => {
    const mail = accreditationLetterMail(
      readLetterMailData({ centreName: 'Harmony <CBT>', reference: 'JAMB-2026-00000001', code: 'ABCD-EFGH-JKMN', verifyUrl: verifyUrl('https://p.example', 'ABCD-EFGH-JKMN'), councilName: 'JAMB' }),
    );
    expect(mail.subject).toBe('Accreditation letter: Harmony <CBT>');
    expect(mail.text).toContain('Verification code: ABCD-EFGH-JKMN');
    expect(mail.text).toContain('https://p.example/verify/ABCD-EFGH-JKMN');
    expect(mail.html).toContain('Harmony &lt;CBT&gt;');
    expect(mail.html).not.toContain('<CBT>');
  });

  it('builds the address from the parts the centre gave, skipping empty ones', () => {
    expect(addressLines({ address: ' 1 School Road ', town: null, LocalGovernment: 'Ikeja', State: 'Lagos' })).toEqual(['1 School Road', 'Ikeja LGA', 'Lagos']);
    expect(addressLines({ address: null, town: '', LocalGovernment: null, State: null })).toEqual([]);
  });

  it('names the attachment after the reference', () => {
    expect(letterFilename('JAMB-2026-00000001')).toBe('accreditation-letter-JAMB-2026-00000001.pdf');
  });
});
