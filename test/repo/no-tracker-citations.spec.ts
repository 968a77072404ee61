import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/**
 * The repository stands alone: its comments, test names, docs and scripts never cite a tracker item
 * a reader cannot open. A rule says itself in the code's own terms, or points at the section or row
 * of a document in docs/ that states it (for example "docs/SECURITY.md, red-team pass 1, row 8"), or
 * at DECISIONS §n. This scans every text file the repository keeps and names each file:line that
 * cites an issue or a finding by number.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The word issue or issues, then a number (a "#" allowed before it); finding or findings, then a number such as 8 or 15.3. */
const CITATIONS: readonly RegExp[] = [/\bissues? #?\d+\b/i, /\bfindings? \d+(?:\.\d+)?\b/i];

/** Not the repository's own text: installed or built code, the lockfile, captured screenshots. */
const SKIPPED = [/(^|\/)node_modules\//, /(^|\/)dist\//, /(^|\/)package-lock\.json$/, /^docs\/screenshots\//, /(^|\/)\.git\//];
const BINARY = /\.(png|jpe?g|gif|webp|ico|pdf|woff2?|ttf|otf|eot|zip|gz|br|tgz|wasm|mp4|webm)$/i;

/** Every citation in one file's text, as `file:line: text`. */
function citationsIn(file: string, text: string): string[] {
  const found: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (CITATIONS.some((pattern) => pattern.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return found;
}

/** The files git keeps (a copy without .git: every file under the root, the skipped folders aside). */
function repositoryFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  } catch {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        const name = relative(ROOT, path).split('\\').join('/');
        if (SKIPPED.some((p) => p.test(`${name}/`))) continue;
        if (entry.isDirectory()) walk(path);
        else if (entry.isFile()) files.push(name);
      }
    };
    walk(ROOT);
    return files;
  }
}

const issue = (n: number) => ['iss', `ue ${n}`].join('');
const finding = (n: string) => ['find', `ing ${n}`].join('');
const findings = (n: string) => ['find', `ings ${n}`].join('');

describe('no tracker citations', () => {
  it('names an issue or a finding cited by number, with its file and line', () => {
    const sample = ['const a = 1;', `// Throttling (${issue(15)}, ${finding('2')})`, `/** The language (${issue(17)}). */`, `it('keeps a code (${finding('15.3')})')`, `## ${issue(15).replace('i', 'I')}: what a pass found`, `(Is${'sue #'}7)`, `${findings('3')} and 4`].join('\n');
    expect(citationsIn('x.ts', sample)).toEqual([
      `x.ts:2: // Throttling (${issue(15)}, ${finding('2')})`,
      `x.ts:3: /** The language (${issue(17)}). */`,
      `x.ts:4: it('keeps a code (${finding('15.3')})')`,
      `x.ts:5: ## ${issue(15).replace('i', 'I')}: what a pass found`,
      `x.ts:6: (Is${'sue #'}7)`,
      `x.ts:7: ${findings('3')} and 4`,
    ]);
  });

  it('lets through what cites no tracker item', () => {
    const legitimate = [
      'opencrvs-core #7749 shows the same pattern',
      'answers 404, 409 or 429 with Retry-After: 60',
      'docs/SECURITY.md, red-team pass 1, row 12e; DECISIONS §8',
      'a reset link issued 3 minutes ago; the token issuer',
      'the findings of a visit: 180 computers; finding saved',
      'https://github.com/fastify/fastify/issues',
      'Content-Range: items 0-24/319',
    ].join('\n');
    expect(citationsIn('y.md', legitimate)).toEqual([]);
  });

  it("finds none in the repository's own text files", () => {
    const files = repositoryFiles().filter((f) => !SKIPPED.some((p) => p.test(f)) && !BINARY.test(f));
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      let buffer: Buffer;
      try {
        buffer = readFileSync(join(ROOT, file));
      } catch {
        continue; // listed by git but deleted in the work tree
      }
      if (buffer.includes(0)) continue;
      found.push(...citationsIn(file, buffer.toString('utf8')));
    }
    expect(found).toEqual([]);
  });
});
