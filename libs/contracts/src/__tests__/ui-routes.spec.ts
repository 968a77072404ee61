import { describe, expect, it } from '@jest/globals';
import { isKnownPublicPath, uiForPath } from '../index.js';

// DECISIONS §10: an unknown address shows the site's own page not found, never the console's sign-in.
describe('which site answers a browser address', () => {
  it("gives the console its own pages: sign-in, registration, SPEC's create pages and every /admin-* page", () => {
    for (const path of ['/login', '/register', '/register/confirm?token=x', '/cbt-centre', '/bulk-upload', '/admin-dashboard', '/admin-centre/42', '/admin-no-such-page', '/import-jobs/7/show', '/audit-events']) {
      expect([path, uiForPath(path)]).toEqual([path, 'admin']);
    }
  });

  it('gives every other address to the public site, known (200) or not (404)', () => {
    for (const path of ['/', '/landing', '/check-status/', '/verify/ABCD-1234', '/accredited-centres/00000000-0000-4000-8000-000000000001']) expect([path, uiForPath(path), isKnownPublicPath(path)]).toEqual([path, 'public', true]);
    for (const path of ['/chek-status', '/rajista/babu', '/no-such-page', '/administrator']) expect([path, uiForPath(path), isKnownPublicPath(path)]).toEqual([path, 'public', false]);
  });
});
