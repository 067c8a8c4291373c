import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  classifyDatabaseError,
  DATABASE_AWAY_MESSAGE,
  DISK_FULL_MEMORY_MS,
  DISK_FULL_MESSAGE,
  diskFullNoticed,
  innermostCause,
  noteDiskFull,
  noteWriteStored,
} from '@/server/db/database-errors';
import { errorHandler } from './http/error-handler';

/** A server error as the pg driver builds it, wrapped the way drizzle 0.45 wraps every failed query. */
function fromServer(sqlState: string, message = 'refused'): Error {
  const driverError = Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code: sqlState });
  return new DrizzleQueryError('select 1', [], driverError);
}

function withCode(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

/** The error pg really raises when nothing listens at the address. */
async function refusedConnection(): Promise<Error> {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'nothing' });
  return client.connect().then(
    () => {
      throw new Error('connected to a closed port');
    },
    (error: Error) => error,
  );
}

describe('classifyDatabaseError', () => {
  it('calls a database that cannot be reached or dropped the connection unavailable, through drizzle\'s wrapper', async () => {
    const refused = await refusedConnection();
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(classifyDatabaseError(refused)).toBe('unavailable');
    expect(classifyDatabaseError(new DrizzleQueryError('select 1', [], refused))).toBe('unavailable');
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'EPIPE']) {
      expect(classifyDatabaseError(new DrizzleQueryError('select 1', [], withCode(code))), code).toBe('unavailable');
    }
    // Node's happy-eyeballs connect reports every address it tried.
    expect(classifyDatabaseError(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe('unavailable');
  });

  it('calls shutdowns, connection failures, too many connections and a write on a replica (a failover under way) unavailable', () => {
    for (const state of ['57P01', '57P02', '57P03', '53300', '08000', '08003', '08006', '25006']) {
      expect(classifyDatabaseError(fromServer(state)), state).toBe('unavailable');
    }
  });

  it('recognises the drivers\' failures that carry no code', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'Cannot use a pool after calling end on the pool',
      'PGlite is closed',
      'PGlite is closing',
    ]) {
      expect(classifyDatabaseError(new DrizzleQueryError('select 1', [], new Error(message))), message).toBe('unavailable');
    }
  });

  it('calls SQLSTATE 53100 or ENOSPC anywhere in the chain a full disk, even beside a dropped connection', () => {
    expect(classifyDatabaseError(fromServer('53100', 'could not extend file: No space left on device'))).toBe('disk-full');
    const nested = new Error('write failed', { cause: new Error('fs', { cause: withCode('ENOSPC') }) });
    expect(classifyDatabaseError(new DrizzleQueryError('insert', [], nested))).toBe('disk-full');
    expect(classifyDatabaseError(new AggregateError([withCode('ECONNRESET'), withCode('ENOSPC')]))).toBe('disk-full');
  });

  it('leaves the caller\'s mistakes and our own bugs alone', () => {
    for (const state of ['23505', '23503', '22P02', '42P01', '40001']) expect(classifyDatabaseError(fromServer(state)), state).toBeUndefined();
    expect(classifyDatabaseError(new TypeError('x is undefined'))).toBeUndefined();
    expect(classifyDatabaseError(new Error('query mentions Connection terminated'))).toBeUndefined();
    expect(classifyDatabaseError(undefined)).toBeUndefined();
    expect(classifyDatabaseError('ECONNREFUSED')).toBeUndefined();
    const loop: Error & { cause?: unknown } = new Error('a');
    loop.cause = loop;
    expect(classifyDatabaseError(loop)).toBeUndefined();
  });

  it('finds the driver\'s error inside drizzle\'s, for the log line', () => {
    const driverError = withCode('ECONNREFUSED');
    expect(innermostCause(new DrizzleQueryError('select 1', [], driverError))).toBe(driverError);
    expect(innermostCause(driverError)).toBe(driverError);
  });
});

describe('the full disk memory', () => {
  afterEach(() => noteWriteStored());

  it('is kept until a write is stored, and forgotten after a while without one', () => {
    expect(diskFullNoticed()).toBe(false);
    noteDiskFull(1_000);
    expect(diskFullNoticed(1_001)).toBe(true);
    expect(diskFullNoticed(1_000 + DISK_FULL_MEMORY_MS)).toBe(false);
    noteDiskFull();
    noteWriteStored();
    expect(diskFullNoticed()).toBe(false);
  });
});

describe('the error handler', () => {
  afterEach(() => noteWriteStored());

  async function answerTo(error: Error) {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/', async () => {
      throw error;
    });
    const response = await app.inject({ url: '/' });
    await app.close();
    return response;
  }

  it('answers an away database 503 with a sentence and Retry-After, without the driver\'s words', async () => {
    const response = await answerTo(new DrizzleQueryError('select secret from users', ['p@ss'], withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432')));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ success: false, message: DATABASE_AWAY_MESSAGE, data: null, code: 'database.away' });
    expect(response.body).not.toMatch(/secret|p@ss|10\.0\.0\.5|ECONNREFUSED/);
  });

  it('answers a full disk 503 "cannot store data right now" and remembers it for the health route', async () => {
    const response = await answerTo(fromServer('53100', 'could not extend file'));
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ success: false, message: DISK_FULL_MESSAGE, data: null, code: 'database.disk-full' });
    expect(DISK_FULL_MESSAGE).toContain('cannot store data right now');
    expect(diskFullNoticed()).toBe(true);
  });

  it('still answers other database refusals and our own bugs as before', async () => {
    expect((await answerTo(fromServer('23505'))).statusCode).toBe(409);
    // The driver's SQLSTATE is found however deep it is wrapped (here, drizzle's inside another).
    expect((await answerTo(new Error('recording the return failed', { cause: fromServer('23503') }))).statusCode).toBe(400);
    const bug = await answerTo(new TypeError('x is undefined'));
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    expect(diskFullNoticed()).toBe(false);
  });
});
