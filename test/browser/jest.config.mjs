// Browser suites: playwright-core drives Debian's Chromium against the real built server.
import base from '../../jest.config.mjs';

export default {
  ...base,
  rootDir: '../..',
  testMatch: ['<rootDir>/test/browser/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 90000,
  testSequencer: '<rootDir>/test/browser/support/explorer-first-sequencer.mjs',
};
