import { JobName } from '../../queue/job-names.js';
import { renderMail } from '../mail-layout.js';
import { MailTemplates } from '../mail-templates.js';
import { SendMailJob, type SendMailBatchPayload } from '../send-mail.job.js';

/** A batch of emails (an import's notices) is sent once per address, whatever fails or is retried. */
describe('SendMailBatch', () => {
  const templates = new MailTemplates();
  templates.register('notice', (d) => renderMail({ subject: `Registered: ${String(d.name)}`, greeting: 'Hello,', paragraphs: ['Body'] }));
  const payload: SendMailBatchPayload = { mails: ['a', 'b', 'c', 'd'].map((n) => ({ template: 'notice', to: `${n}@centre.test`, data: { name: n } })) };

  function setUp(refuse: Set<string>) {
    const completed = new Set<string>();
    const delivered: string[] = [];
    const handlers = new Map<string, (payload: unknown, ctx: { jobId: string; attempt: number; progress: () => Promise<void> }) => Promise<void>>();
    const registry = { register: (name: string, handler: never) => handlers.set(name, handler) };
    const transport = {
      send: async (mail: { to: string; messageId: string }) => {
        if (refuse.has(mail.to)) throw new Error('550 mailbox unavailable');
        delivered.push(`${mail.to} ${mail.messageId}`);
      },
    };
    const dataSource = {
      query: async (sql: string, params: unknown[]) => {
        if (sql.startsWith('SELECT job_id FROM completed_jobs')) return (params[0] as string[]).filter((id) => completed.has(id)).map((job_id) => ({ job_id }));
        if (sql.startsWith('INSERT INTO completed_jobs')) {
          expect(params[1]).toBe(JobName.SendMail);
          for (const id of params[0] as string[]) completed.add(id);
          return [];
        }
        throw new Error(`unexpected SQL ${sql}`);
      },
    };
    const job = new SendMailJob(registry as never, templates, transport as never, { read: async () => null } as never, dataSource as never);
    job.onModuleInit();
    const run = () => handlers.get(JobName.SendMailBatch)!(payload, { jobId: 'event-1-mail.send_batch', attempt: 1, progress: async () => {} });
    return { run, delivered, completed, refuse };
  }

  it('sends each email once with its own message id, records it, and sends nothing again on a redelivery', async () => {
    const { run, delivered, completed } = setUp(new Set());
    await run();
    expect(delivered).toEqual(['a', 'b', 'c', 'd'].map((n, i) => `${n}@centre.test <event-1-mail.send_batch:${i}@cbt-portal>`));
    expect(completed.size).toBe(4);
    await run();
    expect(delivered).toHaveLength(4);
  });

  it('sends the rest past a refused address, fails the job, and on the retry sends only what was not sent', async () => {
    const { run, delivered, refuse } = setUp(new Set(['b@centre.test']));
    await expect(run()).rejects.toThrow('1 of 4 emails not sent (b@centre.test: 550 mailbox unavailable)');
    expect(delivered.map((d) => d.split(' ')[0])).toEqual(['a@centre.test', 'c@centre.test', 'd@centre.test']);
    refuse.clear();
    await run();
    expect(delivered.map((d) => d.split(' ')[0])).toEqual(['a@centre.test', 'c@centre.test', 'd@centre.test', 'b@centre.test']);
  });
});
