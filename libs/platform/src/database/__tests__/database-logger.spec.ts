import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DatabaseLogger } from '../database-logger.js';

describe('the database log', () => {
  it('keeps an expected conflict out of the error level, and every other failure in it, never with parameters', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const debug = jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    try {
      const logger = new DatabaseLogger();
      const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "system_roles_role_name_key"'), { driverError: { code: '23505' } });
      logger.logQueryError(duplicate, 'INSERT INTO "system_roles" ...');
      expect(error).not.toHaveBeenCalled();
      expect(debug).toHaveBeenCalledTimes(1);
      const broken = Object.assign(new Error('relation "nope" does not exist'), { driverError: { code: '42P01' } });
      logger.logQueryError(broken, 'SELECT * FROM nope');
      expect(error).toHaveBeenCalledWith('query failed: relation "nope" does not exist -- SELECT * FROM nope');
      expect(JSON.stringify([...error.mock.calls, ...debug.mock.calls])).not.toContain('secret@x.ng');
    } finally {
      error.mockRestore();
      debug.mockRestore();
    }
  });
});
