// Writes docs/PROCESSING.md, the records of processing, from the data inventory (run after a build:
// npm run build:server && npm run docs:processing). test/privacy/data-inventory.e2e.spec.ts checks it.
import { writeFileSync } from 'node:fs';
import { renderProcessingRecord } from '#contracts';

writeFileSync(new URL('../docs/PROCESSING.md', import.meta.url), renderProcessingRecord());
