import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loggableError } from '../../src/http/plugins/error-handler.ts';

/** What an unexpected error leaves in the log: never the message of a query error (it may quote an order sheet). */
describe('loggableError', () => {
  const secret = '[{"type":"invade","planet":"secret-target"}]';
  const prismaError = Object.assign(new Error(`Invalid query with ${secret}`), { name: 'PrismaClientKnownRequestError', code: 'P2003' });
  const databaseError = Object.assign(new pg.DatabaseError(`invalid value ${secret}`, 100, 'error'), { code: '23503' });
  const plainError = new Error('the map file is missing');

  it.each([
    ['a Prisma error', prismaError, 'PrismaClientKnownRequestError', 'P2003', false],
    ['a database error passed on by the driver', databaseError, 'DatabaseError', '23503', false],
    ['any other error', plainError, 'Error', undefined, true],
  ] as const)('%s', (_name, error, type, code, messageKept) => {
    const logged = loggableError(error);
    expect(logged.type).toBe(type);
    expect(logged.code).toBe(code);
    expect(JSON.stringify(logged).includes('secret-target')).toBe(false);
    expect(logged.message === error.message).toBe(messageKept);
    expect(String(logged.stack)).toContain('loggable-error.test.ts');
  });
});
