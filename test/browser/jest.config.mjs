// Browser suites: playwright-core drives Debian's Chromium against the real built server.
import base from '../../jest.config.mjs';

export default {
  ...base,
  rootDir: '../..',
  testMatch: ['<rootDir>/test/browser/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // The console's words live in admin-ui, which names the contracts library as its alias does.
  moduleNameMapper: { ...base.moduleNameMapper, '^@cbt/contracts$': '<rootDir>/libs/contracts/src/index.ts' },
  testTimeout: 90000,
  testSequencer: '<rootDir>/test/browser/support/explorer-first-sequencer.mjs',
};
