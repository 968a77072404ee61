import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16: every visible text of these screens goes through the i18nProvider, so a translation is
 * one file. This catches a text typed straight into the JSX again (a text node, or a label-like
 * attribute given a plain string); message keys (console.*, ra.*) are what belongs there.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = ['users', 'roles', 'accreditation', 'audit', 'reports', 'profile', 'layout', 'shared', 'login', 'register', 'dashboard', 'create', 'bulk-upload', 'access', 'centres'];
const TEXT_ATTRIBUTES = ['label', 'aria-label', 'title', 'placeholder', 'helperText', 'emptyText', 'content', 'confirm', 'fallback', 'primaryText'];
// Texts that are not words of any language: symbols, separators, a CSS-like value.
const ALLOWED = new Set(['—', '·', '->', '#']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The code without its comments, which may well quote the English texts. */
function withoutComments(code: string): string {
  return code.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

export function bareTexts(code: string): string[] {
  const source = withoutComments(code);
  const found: string[] = [];
  // Text between a tag's end and the next tag or expression. Not an arrow's '=>', a CSS selector's
  // ' > ' (a tag's '>' follows its name, a prop or a line break) or a TypeScript generic's rest.
  for (const match of source.matchAll(/(?:(?<![=\s])|(?<=\n[ \t]*))>([^<>{}();=`]*)[<{]/g)) {
    const text = match[1].trim();
    if (/[A-Za-z]{2,}/.test(text) && !/^[[,.|&]/.test(text) && !ALLOWED.has(text)) found.push(text);
  }
  for (const match of source.matchAll(new RegExp(`\\s(${TEXT_ATTRIBUTES.join('|')})="([^"]*)"`, 'g'))) {
    const value = match[2];
    if (/[A-Za-z]{2,}/.test(value) && !/^(console|ra)\.[\w.]+$/.test(value)) found.push(`${match[1]}="${value}"`);
  }
  return found;
}

describe('the console screens of issue 16', () => {
  it('recognise a bare text and let a key through', () => {
    expect(bareTexts('<Button onClick={x}>\n  Cancel\n</Button>')).toEqual(['Cancel']);
    expect(bareTexts('<TextField label="First name" />')).toEqual(['label="First name"']);
    expect(bareTexts('<TextField label="console.common.firstName" />\n<Typography>{translate(\'console.x\')}</Typography>')).toEqual([]);
    expect(bareTexts('<Alert\n  severity="info"\n>\n  Only a super admin can do this.\n</Alert>')).toEqual(['Only a super admin can do this.']);
    expect(bareTexts('const [a, b] = useState<string | null>(null);\nconst c = useRef<number>(0);')).toEqual([]);
    expect(bareTexts("onSubmit: (values: V) => Promise<void>;\nsx={{ '& > div': { p: 1 } }}\nf(p: Parameters<typeof g>[0], t: ReturnType<typeof h>)")).toEqual([]);
  });

  it('hold no text typed straight into the JSX', () => {
    const offenders = AREAS.flatMap((area) =>
      tsxFiles(join(SRC, area)).flatMap((file) => bareTexts(readFileSync(file, 'utf8')).map((text) => `${relative(SRC, file)}: ${text}`)),
    );
    expect(offenders).toEqual([]);
  });
});
