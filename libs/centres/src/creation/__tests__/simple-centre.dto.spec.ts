import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { MSG } from '#contracts';
import { AppError, createValidationPipe, type FieldError } from '#platform';
import { SimpleCentreDto } from '../dto/simple-centre.dto.js';

// The pipe the app installs globally: whitelist, transform, first failure per field.
const pipe = createValidationPipe();

async function check(body: unknown): Promise<{ value?: any; errors?: FieldError[] }> {
  try {
    return { value: await pipe.transform(body, { type: 'body', metatype: SimpleCentreDto, data: '' }) };
  } catch (error) {
    if (error instanceof AppError) return { errors: error.errors };
    throw error;
  }
}

describe('SimpleCentreDto (SPEC §5 "Create centre")', () => {
  it('reports each missing field with the form messages, in form order', async () => {
    const { errors } = await check({});
    expect(errors).toEqual([
      { path: 'CentreName', msg: MSG.centreNameRequired },
      { path: 'GovernmentId', msg: MSG.rcNumberRequired },
      { path: 'AdminEmail', msg: MSG.adminEmailRequired },
    ]);
  });

  it('treats blanks as missing, a blank exam body included', async () => {
    const { errors } = await check({ examBody: ' ', CentreName: '  ', GovernmentId: '', AdminEmail: '   ' });
    expect(errors).toEqual([
      { path: 'examBody', msg: MSG.examBodyRequired },
      { path: 'CentreName', msg: MSG.centreNameRequired },
      { path: 'GovernmentId', msg: MSG.rcNumberRequired },
      { path: 'AdminEmail', msg: MSG.adminEmailRequired },
    ]);
  });

  it('refuses an address without the simple pattern', async () => {
    for (const email of ['nope', 'a@b', 'a b@c.de', '@x.org']) {
      const { errors } = await check({ CentreName: 'A', GovernmentId: 'RC1', AdminEmail: email });
      expect(errors).toEqual([{ path: 'AdminEmail', msg: MSG.invalidEmail }]);
    }
  });

  it('trims, lower-cases the email, drops unknown fields and accepts any exam body text', async () => {
    const { value } = await check({ examBody: 'WAEC', CentreName: ' Alpha ', GovernmentId: ' RC9 ', AdminEmail: ' Ada@School.NG ', status: 'autotest_approved' });
    expect(value).toEqual({ examBody: 'WAEC', CentreName: 'Alpha', GovernmentId: 'RC9', AdminEmail: 'ada@school.ng' });
  });

  it('maps the older alias names, a main name winning over its alias', async () => {
    const { value } = await check({ organizationName: 'Beta', rcNumber: 'RC2', emailAddress: 'B@x.org' });
    expect(value).toMatchObject({ CentreName: 'Beta', GovernmentId: 'RC2', AdminEmail: 'b@x.org' });
    const both = await check({ CentreName: 'Main', organizationName: 'Alias', GovernmentId: 'RC3', AdminEmail: 'c@x.org' });
    expect(both.value.CentreName).toBe('Main');
  });

  it('caps the text lengths', async () => {
    const { errors } = await check({ CentreName: 'x'.repeat(201), GovernmentId: 'RC1', AdminEmail: 'a@b.co' });
    expect(errors).toEqual([{ path: 'CentreName', msg: MSG.tooLong('Centre name', 200) }]);
  });

  it('never fails on a body that is not an object', async () => {
    for (const body of [null, 'text', 42, [1, 2]]) {
      const { errors } = await check(body);
      expect(errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['CentreName', 'GovernmentId', 'AdminEmail']));
    }
  });
});
