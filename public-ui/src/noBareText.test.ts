import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bareTexts, tsxFiles } from '../../admin-ui/src/shared/bareTexts';

const SRC = dirname(fileURLToPath(import.meta.url));

describe('the public site’s screens', () => {
  it('hold no text typed straight into the JSX: every word comes from the chosen language’s dictionary', () => {
    const offenders = tsxFiles(SRC).flatMap((file) => bareTexts(readFileSync(file, 'utf8')).map((text) => `${relative(SRC, file)}: ${text}`));
    expect(offenders).toEqual([]);
  });
});
