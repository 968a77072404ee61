import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderMail } from '../mail-layout.js';
import { MailTemplates } from '../mail-templates.js';
import { attachmentPath, composeMail } from '../send-mail.job.js';

describe('SendMail payloads', () => {
  let dataDir: string;
  const templates = new MailTemplates();
  templates.register('hello', (d) => renderMail({ subject: `Hi ${String(d.name)}`, greeting: 'Hello,', paragraphs: ['Body'] }));

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mail-spec-'));
    mkdirSync(join(dataDir, 'letters'));
    writeFileSync(join(dataDir, 'letters', 'a.pdf'), '%PDF-1.3 test');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('render without attachments as before', async () => {
    const mail = await composeMail(templates, dataDir, { template: 'hello', to: 'a@b.test', data: { name: 'Ada' } }, 'job-1');
    expect(mail).toMatchObject({ subject: 'Hi Ada', to: 'a@b.test', messageId: '<job-1@cbt-portal>' });
    expect(mail.attachments).toBeUndefined();
  });

  it('read attachments from DATA_DIR when the mail is composed', async () => {
    const mail = await composeMail(
      templates,
      dataDir,
      { template: 'hello', to: 'a@b.test', data: { name: 'Ada' }, attachments: [{ path: 'letters/a.pdf', filename: 'letter.pdf', contentType: 'application/pdf' }] },
      'job-2',
    );
    expect(mail.attachments).toEqual([{ filename: 'letter.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 test') }]);
  });

  it('refuse paths that leave DATA_DIR', () => {
    for (const bad of ['../etc/passwd', '/etc/passwd', 'letters/../../x', '', '.']) {
      expect(() => attachmentPath(dataDir, bad)).toThrow(/outside DATA_DIR/);
    }
    expect(attachmentPath(dataDir, 'letters/a.pdf')).toBe(join(dataDir, 'letters', 'a.pdf'));
  });

  it('fail when an attachment is missing, so the job is retried rather than sent without it', async () => {
    await expect(
      composeMail(templates, dataDir, { template: 'hello', to: 'a@b.test', data: {}, attachments: [{ path: 'letters/missing.pdf', filename: 'x.pdf', contentType: 'application/pdf' }] }, 'job-3'),
    ).rejects.toThrow(/ENOENT/);
  });
});
