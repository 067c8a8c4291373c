import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@/shared/server-messages';
import { conflict, HttpError } from './http-error';

const SERVER_DIR = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('HttpError', () => {
  it('carries the English sentence with its values, its code and the values', () => {
    const error = conflict(SERVER_MESSAGES.notEnoughPoints, { missing: 3 });
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('You need 3 more points to redeem this coupon.');
    expect(error.code).toBe('redeem.not-enough-points');
    expect(error.values).toEqual({ missing: 3 });
  });

  it('is never thrown with a hand-written sentence: every person-facing refusal has a code the catalogue knows', () => {
    const plain = /\b(badRequest|conflict|notFound|forbidden|unauthorized)\(\s*['"`]|new HttpError\(\s*\d+\s*,\s*['"`]|\bfail\(\s*['"`]/;
    // Operators' answers (not shown to a person) may stay plain English.
    const operators = new Set(['modules/health/health.routes.ts', 'lib/observability/metrics.ts']);
    const offenders = sourceFiles(SERVER_DIR)
      .filter((file) => !file.includes(`${path.sep}cli${path.sep}`) && !operators.has(path.relative(SERVER_DIR, file).split(path.sep).join('/')))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => `${path.relative(SERVER_DIR, file)}:${index + 1}: ${line.trim()}`)
          .filter((line) => plain.test(line)),
      );
    expect(offenders).toEqual([]);
  });

  it('has the load balancer answer with sentences and codes of SERVER_MESSAGES', () => {
    const config = fs.readFileSync(path.join(SERVER_DIR, 'deploy', 'haproxy-api.cfg'), 'utf8');
    const answers = [...config.matchAll(/string '(\{.*?\})'/g)].map((match) => JSON.parse(match[1]!) as { message: string; code: string });
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(Object.values(SERVER_MESSAGES).find((s) => s.id === answer.code)?.message).toBe(answer.message);
  });
});
