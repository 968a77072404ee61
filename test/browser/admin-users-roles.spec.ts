import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MSG } from '#contracts';
import { createAdmin, createRole, roles, superAdminToken, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DESKTOP, launchBrowser, PHONE, screenshot, type Browser } from './support/browser.js';
import { signInAsAdmin } from './support/admin-session.js';
import { checkBothWidths, seriousViolations } from './support/public-axe.js';

/** Users and system roles in Chromium against the real API, by who may do what. */
describe('admin users and roles in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let national: CreatedAdmin;
  let lagosAdmin: CreatedAdmin;
  let leaving: CreatedAdmin;
  let superToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
    superToken = await superAdminToken(app);
    national = await createAdmin(app, { roles: roles.national(), firstName: 'Nneka' });
    lagosAdmin = await createAdmin(app, { roles: roles.state(['Lagos']), firstName: 'Tunde' });
    leaving = await createAdmin(app, { roles: roles.state(['Kano']), firstName: 'Leaving', login: false });
    await createAdmin(app, { roles: roles.state(['Lagos', 'Ogun', 'Oyo', 'Kano']), firstName: 'Many', login: false });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const signIn = (page: Page, email: string, password: string) => signInAsAdmin(page, app.url, email, password);

  const signInAsSuper = (page: Page) => signIn(page, app.superAdmin.email, app.superAdmin.password);
  const userRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  async function chooseState(page: Page, group: ReturnType<Page['getByRole']>, state: string) {
    await group.getByRole('combobox', { name: 'Assigned states' }).fill(state);
    await page.getByRole('option', { name: state, exact: true }).click();
  }

  it('lets a super admin create and edit a role, keeps system roles protected, and deactivates a role', async () => {
    const temporary = await createRole(app, 'temp_role', 'management');
    const page = await browser.newPage(DESKTOP);
    await signInAsSuper(page);
    await page.getByRole('menuitem', { name: 'Role Management' }).click();
    await page.waitForURL(/\/admin-roles$/);
    await page.getByRole('heading', { name: 'System Role Management' }).waitFor();

    // System roles: never deactivated (Protected); their display name and description can be edited, not their category.
    const adminRow = page.getByRole('row').filter({ hasText: 'Administrator' }).filter({ hasNotText: 'Super' });
    await adminRow.getByText('Protected').waitFor();
    expect(await adminRow.getByRole('button').count()).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: 'Super Administrator' }).getByRole('button', { name: /^Deactivate/ }).count()).toBe(0);
    await adminRow.getByRole('button', { name: 'Edit Administrator' }).click();
    const systemDialog = page.getByRole('dialog');
    expect(await systemDialog.getByLabel('Category').count()).toBe(0);
    // Its display name too: renamed, seen in the list and by the server, then named back.
    await systemDialog.getByLabel('Display name').fill('Centre Administrator');
    await systemDialog.getByLabel('Description').fill('Reviews centre applications in every state');
    await systemDialog.getByRole('button', { name: /^(Update|Save)/ }).click();
    await page.getByText(MSG.roleUpdated).waitFor();
    await systemDialog.waitFor({ state: 'detached' });
    const renamed = page.getByRole('row').filter({ hasText: 'Centre Administrator' });
    await renamed.getByText('Reviews centre applications in every state').waitFor();
    await renamed.getByText('Protected').waitFor();
    const systemRoles = await app.request('GET', '/api/roles?includeInactive=true', { token: superToken });
    expect(systemRoles.body.data.find((r: any) => r.roleName === 'admin')).toMatchObject({ displayName: 'Centre Administrator', category: 'admin', isSystem: true });
    await page.getByRole('button', { name: 'Edit Centre Administrator' }).click();
    await systemDialog.getByLabel('Display name').fill('Administrator');
    await systemDialog.getByRole('button', { name: 'Save Changes' }).click();
    await systemDialog.waitFor({ state: 'detached' });
    await adminRow.getByText('Reviews centre applications in every state').waitFor();

    await page.getByRole('button', { name: 'Create Role' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Role' }).click();
    await dialog.getByText(MSG.roleNameRequired).waitFor();
    expect(await dialog.getByText(MSG.roleDisplayAndDescriptionRequired).count()).toBe(2);

    // The role name is forced to lowercase a-z, digits, _ and - as it is typed.
    await dialog.getByLabel('Role name').pressSequentially('Field Inspector!');
    expect(await dialog.getByLabel('Role name').inputValue()).toBe('field_inspector');
    await dialog.getByLabel('Display name').fill('Field Inspector');
    await dialog.getByLabel('Description').fill('Visits centres before accreditation');
    await dialog.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Technical' }).click();
    await dialog.getByRole('button', { name: 'Create Role' }).click();
    await page.getByText(MSG.roleCreated).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const inspectorRow = page.getByRole('row').filter({ hasText: 'field_inspector' });
    await inspectorRow.getByText('Active').waitFor();

    // The server's refusal is shown: the name is taken.
    await page.getByRole('button', { name: 'Create Role' }).click();
    await dialog.getByLabel('Role name').fill('field_inspector');
    await dialog.getByLabel('Display name').fill('Again');
    await dialog.getByLabel('Description').fill('A second role of that name');
    await dialog.getByRole('button', { name: 'Create Role' }).click();
    await dialog.getByText(MSG.roleNameTaken).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Editing: the name cannot change.
    await page.getByRole('button', { name: 'Edit Field Inspector' }).click();
    expect(await dialog.getByLabel('Role name').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Role name').inputValue()).toBe('field_inspector');
    await dialog.getByLabel('Description').fill('Inspects centres on site');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(MSG.roleUpdated).waitFor();
    await inspectorRow.getByText('Inspects centres on site').waitFor();

    await page.getByRole('button', { name: `Deactivate ${temporary.displayName}` }).click();
    await dialog.getByText(MSG.deactivateRoleConfirm(temporary.displayName)).waitFor();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText(MSG.roleDeactivated).waitFor();
    await page.getByRole('row').filter({ hasText: 'temp_role' }).getByText('Inactive').waitFor();
    await page.getByRole('button', { name: `Reactivate ${temporary.displayName}` }).waitFor();
    await checkBothWidths(page, 'admin-roles');

    const list = await app.request('GET', '/api/roles?includeInactive=true', { token: superToken });
    const byName = new Map<string, any>(list.body.data.map((r: any) => [r.roleName, r]));
    expect(byName.get('field_inspector')).toMatchObject({ displayName: 'Field Inspector', category: 'technical', description: 'Inspects centres on site', isActive: true });
    expect(byName.get('temp_role').isActive).toBe(false);
    // The server refuses what the screen does not offer.
    const refused = await app.request('DELETE', `/api/roles/${byName.get('admin').id}`, { token: superToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG.systemRolesCannotBeDeleted);
    await page.close();
  });

  it('lets a super admin create a state admin with two states, edit their roles, reset the password and delete a user', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsSuper(page);
    await page.getByRole('menuitem', { name: 'User Management' }).click();
    await page.waitForURL(/\/admin-users$/);
    await page.getByText('Super Admin Access').waitFor();
    await userRow(page, 'Many Admin').getByText('4 states').waitFor();
    // Super admins are never offered for deletion.
    await userRow(page, 'Super Admin').getByRole('button', { name: 'Edit Super Admin' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Super Admin' }).count()).toBe(0);
    await checkBothWidths(page, 'admin-users');

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    for (const message of [MSG.firstNameRequired, MSG.lastNameRequired, MSG.emailRequired]) await dialog.getByText(message).waitFor();
    await dialog.getByText(MSG.stateRoleNeedsState(1)).waitFor();
    // No password is an invitation (DECISIONS §10), so none is required; the roles are always a list.
    expect(await dialog.getByText(MSG.passwordRequired).count()).toBe(0);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    expect(await dialog.getByText('Single role (legacy)').count()).toBe(0);

    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Okafor');
    const email = `ada-${Date.now()}@council.test`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('12345');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText(MSG.passwordMin6).waitFor();
    await dialog.getByLabel('Password').fill('Welcome1');

    const first = dialog.getByRole('group', { name: 'Role 1' });
    await first.getByRole('combobox', { name: /^Role type/ }).click();
    await page.getByRole('option', { name: 'Field Inspector' }).click();
    await chooseState(page, first, 'Lagos');
    await chooseState(page, first, 'Kano');
    // A second role without states is refused with SPEC's numbered message, then removed.
    await dialog.getByRole('button', { name: 'Add Role' }).click();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText(MSG.stateRoleNeedsState(2)).waitFor();
    await dialog.getByRole('button', { name: 'Remove role 2' }).click();
    expect(await dialog.getByRole('button', { name: 'Remove role 1' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-users-create');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText(MSG.userCreated).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const adaRow = userRow(page, 'Ada Okafor');
    await adaRow.getByText('Field Inspector (State)').waitFor();
    await adaRow.getByText('Lagos', { exact: true }).waitFor();
    await adaRow.getByText('Kano', { exact: true }).waitFor();
    const users = await app.request('GET', '/api/user/all?limit=50', { token: superToken });
    const ada = users.body.data.find((u: any) => u.email === email);
    expect(ada.roles).toEqual([{ type: 'field_inspector', level: 'state', assignedStates: ['Lagos', 'Kano'] }]);

    // Edit the roles list: another role type, and a second role in Oyo.
    await page.getByRole('button', { name: 'Edit Ada Okafor' }).click();
    expect(await dialog.getByLabel('Password').count()).toBe(0);
    const editedFirst = dialog.getByRole('group', { name: 'Role 1' });
    await editedFirst.getByRole('combobox', { name: /^Role type/ }).click();
    await page.getByRole('option', { name: 'Administrator', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add Role' }).click();
    const second = dialog.getByRole('group', { name: 'Role 2' });
    await second.getByRole('combobox', { name: /^Role type/ }).click();
    await page.getByRole('option', { name: 'Field Inspector' }).click();
    await chooseState(page, second, 'Oyo');
    await dialog.getByLabel('Last name').fill('Okafor-Eze');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText(MSG.userUpdated).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const edited = userRow(page, 'Ada Okafor-Eze');
    await edited.getByText('Oyo', { exact: true }).waitFor();
    await edited.getByText('Administrator (State)').waitFor();
    const after = (await app.request('GET', '/api/user/all?limit=50', { token: superToken })).body.data.find((u: any) => u.email === email);
    expect(after).toMatchObject({ lastName: 'Okafor-Eze', role: 'admin', adminLevel: 'state' });
    expect(after.roles).toEqual([
      { type: 'admin', level: 'state', assignedStates: ['Lagos', 'Kano'] },
      { type: 'field_inspector', level: 'state', assignedStates: ['Oyo'] },
    ]);

    await page.getByRole('button', { name: 'Reset password of Ada Okafor-Eze' }).click();
    await dialog.getByLabel('New password').fill('abc');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await dialog.getByText(MSG.passwordMin6Long).waitFor();
    await dialog.getByLabel('New password').fill('Fresh-Pass7');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await dialog.getByText(MSG.passwordResetFor(email)).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const login = await app.request('POST', '/api/auth/login', { body: { email, password: 'Fresh-Pass7' } });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toEqual(expect.any(String));
    expect(login.body.data.shouldResetPassword).toBe(true);

    // Deactivate and reactivate (docs/SECURITY.md, red-team pass 1, row 12e) through the data provider's named acts; the chip shows the state.
    await page.getByRole('button', { name: 'Deactivate Ada Okafor-Eze' }).click();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await userRow(page, 'Ada Okafor-Eze').getByText('Deactivated').waitFor();
    await page.getByRole('button', { name: 'Reactivate Ada Okafor-Eze' }).click();
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await userRow(page, 'Ada Okafor-Eze').getByText('Deactivated').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete Leaving Admin' }).click();
    await dialog.getByText(MSG.deleteUserConfirm).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(MSG.userDeleted).waitFor();
    await userRow(page, 'Leaving Admin').waitFor({ state: 'detached' });
    const remaining = await app.request('GET', '/api/user/all?limit=50', { token: superToken });
    expect(remaining.body.data.map((u: any) => u.id)).not.toContain(leaving.id);

    await page.getByRole('link', { name: 'Manage Roles' }).click();
    await page.waitForURL(/\/admin-roles$/);
    await page.close();

    // Opened on a 360 px phone, the list is react-admin's SimpleList, not a table, and nothing scrolls sideways.
    const phone = await browser.newPage(PHONE);
    await signInAsSuper(phone);
    await phone.goto(`${app.url}/admin-users`);
    await phone.getByRole('list').filter({ hasText: 'Many Admin' }).getByText('Administrator (State) · 4 states', { exact: false }).waitFor();
    expect(await phone.getByRole('table').count()).toBe(0);
    await phone.getByRole('button', { name: 'Edit Tunde Admin' }).waitFor();
    expect(await phone.evaluate(() => (globalThis as any).document.documentElement.scrollWidth <= (globalThis as any).innerWidth)).toBe(true);
    await phone.close();
  });

  it('invites a new inspector without a password: the dialog fits 800 px, the emailed link sets a password, the person signs in', async () => {
    const page = await browser.newPage({ width: 800, height: 800 });
    await signInAsSuper(page);
    await page.goto(`${app.url}/admin-users`);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').waitFor();
    // The whole dialog lies inside the 800 px viewport, with nothing scrolling sideways inside it.
    // (MUI's dialog role sits on the paper itself.)
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(800);
    expect(await dialog.evaluate((el: any) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await dialog.locator('.MuiDialogContent-root').evaluate((el: any) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const email = `ifeoma-${Date.now()}@council.test`;
    await dialog.getByLabel('First name').fill('Ifeoma');
    await dialog.getByLabel('Last name').fill('Inspector');
    await dialog.getByLabel('Email').fill(email);
    const role = dialog.getByRole('group', { name: 'Role 1' });
    await role.getByRole('combobox', { name: /^Role type/ }).click();
    // The seeded Inspector role (docs: inspectors record the council's minimums on their visits).
    await page.getByRole('option', { name: 'Inspector', exact: true }).click();
    await chooseState(page, role, 'Lagos');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText('User created. An invitation to choose a password was emailed to them.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await userRow(page, 'Ifeoma Inspector').getByText('Inspector (State)').waitFor();

    // The email, as the person receives it.
    const mail = await app.mail.waitFor((m) => m.to.includes(email));
    const link = /(https?:\/\/\S+\/accept-invitation\?token=[A-Za-z0-9_%-]+)/.exec(mail.text)![1]!;
    const visitor = await browser.newPage({ width: 800, height: 800 });
    await visitor.goto(link.replace(/^https?:\/\/[^/]+/, app.url));
    await visitor.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await visitor.getByText(`Your staff account: ${email}`).waitFor();
    await visitor.getByLabel('New password', { exact: true }).fill('weakpass');
    await visitor.getByLabel('Confirm new password').fill('weakpass');
    await visitor.getByRole('button', { name: 'Set password' }).click();
    await visitor.getByText(MSG.passwordStrong).waitFor();
    await visitor.getByLabel('New password', { exact: true }).fill('Inspect-Pass9');
    await visitor.getByLabel('Confirm new password').fill('Inspect-Pass9');
    await visitor.getByRole('button', { name: 'Set password' }).click();
    await visitor.getByText('Your password is set. You can now sign in.').waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, 'admin-accept-invitation');
    await visitor.getByRole('link', { name: 'Sign in' }).click();
    await visitor.waitForURL(/\/login$/);
    await signIn(visitor, email, 'Inspect-Pass9');
    await visitor.getByRole('menuitem', { name: /Inspection/ }).waitFor();

    // The link works once: opened again, it says so in words.
    await visitor.goto(link.replace(/^https?:\/\/[^/]+/, app.url));
    await visitor.getByText('This invitation link has already been used', { exact: false }).waitFor();
    await visitor.close();
    await page.close();
  });

  it('gives a national admin state-level user management only and no role changes', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page, national.email, national.password);
    await page.goto(`${app.url}/admin-users`);
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await userRow(page, 'Tunde Admin').getByRole('button', { name: 'Edit Tunde Admin' }).waitFor();
    expect(await page.getByText('Super Admin Access').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Manage Roles' }).count()).toBe(0);
    // National and super admin accounts are a super admin's to manage.
    expect(await userRow(page, 'Super Admin').getByRole('button').count()).toBe(0);

    await page.getByRole('button', { name: 'Add User' }).click();
    const role = page.getByRole('dialog').getByRole('group', { name: 'Role 1' });
    await role.getByRole('combobox', { name: /^Level/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['State']);
    await page.keyboard.press('Escape');
    await role.getByRole('combobox', { name: /^Role type/ }).click();
    expect(await page.getByRole('option', { name: 'Super Administrator' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${app.url}/admin-roles`);
    await page.getByRole('heading', { name: 'System Role Management' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'field_inspector' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create Role' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Field Inspector' }).count()).toBe(0);
    await page.close();
  });

  it('keeps user management away from a state admin', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page, lagosAdmin.email, lagosAdmin.password);
    await page.getByRole('menuitem', { name: 'Role Management' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'User Management' }).count()).toBe(0);
    await page.goto(`${app.url}/admin-users`);
    await page.getByText('Your account does not include user management.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
