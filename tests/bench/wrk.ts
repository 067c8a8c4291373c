// wrk (Debian's package `wrk`), for answers too large for autocannon: the public catalogue of
// 10,000 coupons is 133 KB compressed, and autocannon, parsing each body in JavaScript on the
// same two cores as the server, was the limit (537 req/s against wrk's 5,900 on the same
// server, 2026-11-26; the health route 7,232 against 7,984). A load generator in C reads them
// as a browser's network stack would, so the figure is the server's.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  non2xx: number;
}

/** wrk's latency with its unit (`850.00us`, `7.44ms`, `1.20s`) in ms. */
function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) throw new Error(`wrk printed a latency it cannot read: ${value}`);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(match[1]) * factor * 10) / 10;
}

/** One wrk thread (the other core is the server's), `connections` kept open for `seconds`. */
export async function wrk(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<WrkResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  let stdout: string;
  try {
    ({ stdout } = await run('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', ...headers, url]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('wrk is not installed: apt-get install wrk (Debian)');
    throw error;
  }
  const percentile = (p: number) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(stdout)?.[1] ?? 'NaN');
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  if (!rate) throw new Error(`wrk printed no rate:\n${stdout}`);
  return {
    requestsPerSecond: Number(rate[1]),
    p50: percentile(50),
    p99: percentile(99),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0),
  };
}
