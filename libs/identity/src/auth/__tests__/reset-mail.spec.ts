import { describe, expect, it } from '@jest/globals';
import { passwordResetMail } from '../../mail/password-reset.template.js';
import { hashResetToken, newResetToken, RESET_MAIL_SEAL } from '../reset-token.js';
import { SecretSeal } from '#platform';

describe('password reset token and mail', () => {
  it('makes 32-byte base64url tokens stored as SHA-256', () => {
    const { token, hash } = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResetToken(token)).toBe(hash);
    expect(newResetToken().token).not.toBe(token);
  });

  it('seals the token for the outbox and opens it only with the same secret', () => {
    const seal = new SecretSeal('s'.repeat(48), RESET_MAIL_SEAL);
    const sealed = seal.seal('the-token');
    expect(sealed).not.toContain('the-token');
    expect(seal.open(sealed)).toBe('the-token');
    expect(() => new SecretSeal('t'.repeat(48), RESET_MAIL_SEAL).open(sealed)).toThrow();
  });

  it('renders the link in the HTML and the text part, escaped', () => {
    const mail = passwordResetMail({ firstName: '<Ada>', link: 'https://portal.test/reset-password?token=abc', validMinutes: 60 });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('https://portal.test/reset-password?token=abc');
    expect(mail.text).toContain('60 minutes');
    expect(mail.html).toContain('href="https://portal.test/reset-password?token=abc"');
    expect(mail.html).toContain('&lt;Ada&gt;');
  });
});
