// A loopback SMTP server for the soak: the worker sends every email to it. It keeps a count per
// (recipient, subject) to spot duplicates, and hands sign-in codes to whoever waits for them.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The code email names no code in its subject (a locked phone shows subjects): it is read from the body.
const CODE = /^Your sign-in code$/;
const CODE_LINE = /: (\d{6})\s*$/m;

export async function startMailSink() {
  const seen = new Map(); // `${to} ${subject}` -> count
  const byKind = new Map();
  const codes = new Map(); // recipient -> code (latest)
  const waiters = new Map(); // recipient -> resolve[]
  let received = 0;
  const kindOf = (subject) => (CODE.test(subject) ? 'sign-in code' : subject.split(':')[0]);

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
          const subject = mail.subject ?? '';
          received++;
          byKind.set(kindOf(subject), (byKind.get(kindOf(subject)) ?? 0) + 1);
          const code = CODE.test(subject) ? CODE_LINE.exec(mail.text ?? '')?.[1] : undefined;
          for (const address of to) {
            // Each code is its own email: two sends of one code are the duplicate to spot.
            const key = code ? `${address} ${subject} ${code}` : `${address} ${subject}`;
            seen.set(key, (seen.get(key) ?? 0) + 1);
            if (code) {
              codes.set(address, code);
              for (const wake of waiters.get(address) ?? []) wake(code);
              waiters.delete(address);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.server.address().port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return received;
    },
    byKind: () => Object.fromEntries(byKind),
    duplicates: () => [...seen.entries()].filter(([, n]) => n > 1).map(([k, n]) => `${k} x${n}`),
    /** Resolves with the code mailed to `address` (taking one already there), or rejects after timeoutMs. */
    waitForCode(address, timeoutMs) {
      const key = address.toLowerCase();
      const ready = codes.get(key);
      if (ready) {
        codes.delete(key);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.set(key, (waiters.get(key) ?? []).filter((w) => w !== wake));
          reject(new Error(`no sign-in code for ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        const wake = (code) => {
          clearTimeout(timer);
          codes.delete(key);
          resolve(code);
        };
        waiters.set(key, [...(waiters.get(key) ?? []), wake]);
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
