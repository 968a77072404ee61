// ESM jest: run with NODE_OPTIONS=--experimental-vm-modules (see scripts/test.sh).
// The #lib imports of package.json point at dist/ for Node; tests map them to the sources.
const libs = ['contracts', 'platform', 'identity', 'centres', 'accreditation', 'reports', 'audit'];
const libMap = Object.fromEntries(libs.map((l) => [`^#${l}$`, `<rootDir>/libs/${l}/src/index.ts`]));

export default {
  extensionsToTreatAsEsm: ['.ts'],
  testEnvironment: 'node',
  // Sources import `./x.js` for Node; jest resolves the `.ts` beside it. A package's own `x.json.js`
  // (libphonenumber-js's metadata) is a real module: stripping its `.js` would load the JSON instead.
  moduleNameMapper: { ...libMap, '^(\\.{1,2}/.*)(?<!\\.json)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.test.json' }],
  },
  testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/apps/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/browser/'],
  testTimeout: 30000,
};
