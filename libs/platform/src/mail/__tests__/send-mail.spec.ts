import { renderMail } from '../mail-layout.js';
import { MailTemplates } from '../mail-templates.js';
import { attachmentFileId, composeMail } from '../send-mail.job.js';

describe('SendMail payloads', () => {
  const templates = new MailTemplates();
  templates.register('hello', (d) => renderMail({ subject: `Hi ${String(d.name)}`, greeting: 'Hello,', paragraphs: ['Body'] }));
  const LETTER = '0f8c3b1e-2d4a-4c6b-9e1f-3a5b7c9d1e2f';
  // The file storage as composeMail sees it: stored files by id.
  const stored = new Map([[LETTER, Buffer.from('%PDF-1.3 test')]]);
  const files = { read: async (id: string | null | undefined) => stored.get(id ?? '') ?? null };

  it('render without attachments as before', async () => {
    const mail = await composeMail(templates, files, { template: 'hello', to: 'a@b.test', data: { name: 'Ada' } }, 'job-1');
    expect(mail).toMatchObject({ subject: 'Hi Ada', to: 'a@b.test', messageId: '<job-1@cbt-portal>' });
    expect(mail.attachments).toBeUndefined();
  });

  it('read attachments from the file storage when the mail is composed', async () => {
    const mail = await composeMail(
      templates,
      files,
      { template: 'hello', to: 'a@b.test', data: { name: 'Ada' }, attachments: [{ fileId: LETTER, filename: 'letter.pdf', contentType: 'application/pdf' }] },
      'job-2',
    );
    expect(mail.attachments).toEqual([{ filename: 'letter.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 test') }]);
  });

  it('read a letter queued by an earlier version under its DATA_DIR path from where it moved', async () => {
    const mail = await composeMail(templates, files, { template: 'hello', to: 'a@b.test', data: {}, attachments: [{ path: `letters/${LETTER}.pdf`, filename: 'l.pdf', contentType: 'application/pdf' }] }, 'job-4');
    expect(mail.attachments?.[0]?.content).toEqual(Buffer.from('%PDF-1.3 test'));
  });

  it('refuse a path that names no stored file', () => {
    for (const bad of ['../etc/passwd', '/etc/passwd', `letters/../${LETTER}.pdf`, '', '.', `uploads/${LETTER}`]) {
      expect(() => attachmentFileId({ path: bad, filename: 'x', contentType: 'text/plain' })).toThrow(/names no stored file/);
    }
    expect(attachmentFileId({ path: `letters/${LETTER}.pdf`, filename: 'x', contentType: 'application/pdf' })).toBe(LETTER);
  });

  it('fail when an attachment is missing, so the job is retried rather than sent without it', async () => {
    const missing = '1f8c3b1e-2d4a-4c6b-9e1f-3a5b7c9d1e2f';
    await expect(
      composeMail(templates, files, { template: 'hello', to: 'a@b.test', data: {}, attachments: [{ fileId: missing, filename: 'x.pdf', contentType: 'application/pdf' }] }, 'job-3'),
    ).rejects.toThrow(/is missing/);
  });
});
