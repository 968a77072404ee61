import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { AppError, createValidationPipe, type FieldError } from '#platform';
import { CreateRoleDto } from '../../roles/dto/create-role.dto.js';
import { UpdateRoleDto } from '../../roles/dto/update-role.dto.js';
import { CreateUserDto } from '../../users/dto/create-user.dto.js';
import { UpdateUserDto } from '../../users/dto/update-user.dto.js';
import { ChangePasswordDto } from '../dto/change-password.dto.js';
import { ForgotPasswordDto } from '../dto/forgot-password.dto.js';
import { LoginDto } from '../dto/login.dto.js';
import { RegisterDto } from '../dto/register.dto.js';
import { ResetPasswordLoginDto } from '../dto/reset-password-login.dto.js';
import { ResetPasswordDto } from '../dto/reset-password.dto.js';

// The same pipe the app installs globally: whitelist, transform, first failure per field.
const pipe = createValidationPipe();

async function check(metatype: new () => object, body: unknown): Promise<{ value?: any; errors?: FieldError[] }> {
  try {
    return { value: await pipe.transform(body, { type: 'body', metatype, data: '' }) };
  } catch (error) {
    if (error instanceof AppError) return { errors: error.errors };
    throw error;
  }
}

const msgs = (errors?: FieldError[]) => Object.fromEntries((errors ?? []).map((e) => [e.path, e.msg]));

describe('identity request bodies carry the SPEC §5 messages', () => {
  it('login', async () => {
    expect(msgs((await check(LoginDto, {})).errors)).toEqual({ email: MSG.emailRequired, password: MSG.passwordRequired });
    expect(msgs((await check(LoginDto, { email: 'nope', password: '123' })).errors)).toEqual({ email: MSG.invalidEmail, password: MSG.passwordMin6 });
    const ok = await check(LoginDto, { email: '  Admin@LocalHost ', password: 'secret1', extra: 'x' });
    expect(ok.value).toEqual({ email: 'admin@localhost', password: 'secret1' });
  });

  it('register', async () => {
    expect(msgs((await check(RegisterDto, { email: '' })).errors)).toEqual({
      firstName: MSG.firstNameRequired,
      lastName: MSG.lastNameRequired,
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
      gender: MSG.genderRequired,
    });
    const weak = await check(RegisterDto, { firstName: ' ', lastName: 'B', email: 'a@b', password: 'Abc1!', gender: 'OTHER' });
    expect(msgs(weak.errors)).toEqual({ firstName: MSG.firstNameRequired, email: MSG.invalidEmail, password: MSG.passwordMin8, gender: MSG.genderInvalid });
    expect(msgs((await check(RegisterDto, { firstName: 'A', lastName: 'B', email: 'a@b.ng', password: 'Abcdefg1', gender: 'MALE' })).errors)).toEqual({
      password: MSG.passwordRegistration,
    });
    // Only @$!%*?& are allowed as special characters.
    expect(msgs((await check(RegisterDto, { firstName: 'A', lastName: 'B', email: 'a@b.ng', password: 'Abcdef1!#', gender: 'MALE' })).errors)).toEqual({
      password: MSG.passwordRegistration,
    });
    expect((await check(RegisterDto, { firstName: 'A', lastName: 'B', email: 'a@b.ng', password: 'Abcdef1!', gender: 'FEMALE' })).errors).toBeUndefined();
  });

  it('forgot and reset password', async () => {
    expect(msgs((await check(ForgotPasswordDto, {})).errors)).toEqual({ email: MSG.emailAddressRequired });
    expect(msgs((await check(ForgotPasswordDto, { email: 'x' })).errors)).toEqual({ email: MSG.invalidEmail });
    expect(msgs((await check(ResetPasswordDto, {})).errors)).toEqual({ token: MSG.invalidOrMissingResetToken, newPassword: MSG.newPasswordRequired });
    expect(msgs((await check(ResetPasswordDto, { token: 't', newPassword: '12345' })).errors)).toEqual({ newPassword: MSG.passwordMin6Long });
  });

  it('forced reset after login', async () => {
    expect(msgs((await check(ResetPasswordLoginDto, { userId: 'u' })).errors)).toEqual({ newPassword: MSG.newPasswordRequired });
    expect(msgs((await check(ResetPasswordLoginDto, { userId: 'u', newPassword: 'Ab1' })).errors)).toEqual({ newPassword: MSG.passwordMin6 });
    expect(msgs((await check(ResetPasswordLoginDto, { userId: 'u', newPassword: 'abcdef1' })).errors)).toEqual({ newPassword: MSG.passwordStrong });
    expect((await check(ResetPasswordLoginDto, { userId: 'u', newPassword: 'Abcdef1' })).errors).toBeUndefined();
  });

  it('change password', async () => {
    expect(msgs((await check(ChangePasswordDto, {})).errors)).toEqual({ oldPassword: MSG.currentPasswordRequired, newPassword: MSG.newPasswordRequired });
    expect(msgs((await check(ChangePasswordDto, { oldPassword: 'x', newPassword: '12345' })).errors)).toEqual({ newPassword: MSG.newPasswordMin6Long });
  });

  it('user create and edit', async () => {
    expect(msgs((await check(CreateUserDto, {})).errors)).toEqual({
      firstName: MSG.firstNameRequired,
      lastName: MSG.lastNameRequired,
      email: MSG.emailRequired,
      // DECISIONS §10: no password makes the account an invitation.
    });
    expect(msgs((await check(CreateUserDto, { firstName: 'A', lastName: 'B', email: 'a@b.ng', password: '12345' })).errors)).toEqual({
      password: MSG.passwordMin6,
    });
    // The edit form cannot change a password: it is dropped, like any unknown field.
    const edit = await check(UpdateUserDto, { firstName: 'A', lastName: 'B', email: 'A@B.NG', password: 'new-one', passwordHash: 'x', roles: [{ type: 'admin' }] });
    expect(edit.value).toEqual({ firstName: 'A', lastName: 'B', email: 'a@b.ng', roles: [{ type: 'admin' }] });
  });

  it('roles', async () => {
    expect(msgs((await check(CreateRoleDto, {})).errors)).toEqual({
      roleName: MSG.roleNameRequired,
      displayName: MSG.roleDisplayAndDescriptionRequired,
      description: MSG.roleDisplayAndDescriptionRequired,
    });
    const lowered = await check(CreateRoleDto, { roleName: ' Exam_Officer-2 ', displayName: 'Exam officer', description: 'Runs exams' });
    expect(lowered.value?.roleName).toBe('exam_officer-2');
    expect(msgs((await check(CreateRoleDto, { roleName: 'exam officer', displayName: 'D', description: 'D', category: 'system' })).errors)).toEqual({
      roleName: MSG.roleNameInvalid,
      category: MSG.roleCategoryInvalid,
    });
    const update = await check(UpdateRoleDto, { roleName: 'renamed', displayName: 'D', description: 'D', category: 'technical' });
    expect(update.value).toEqual({ displayName: 'D', description: 'D', category: 'technical' });
  });
});
