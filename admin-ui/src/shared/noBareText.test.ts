import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bareTexts, tsxFiles } from './bareTexts';

/**
 * Every visible text of these screens goes through the i18nProvider, so a translation is
 * one file. This catches a text typed straight into the JSX again (a text node, or a label-like
 * attribute given a plain string); message keys (console.*, ra.*) are what belongs there.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = ['users', 'roles', 'accreditation', 'audit', 'reports', 'profile', 'layout', 'shared', 'login', 'register', 'dashboard', 'create', 'bulk-upload', 'access', 'centres', 'inspections', 'jobs', 'privacy'];

describe('the console screens', () => {
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
