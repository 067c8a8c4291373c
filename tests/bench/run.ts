// `npm run bench`: every budget of the performance issue, printed as a table, written to
// bench-results.json, exit code 1 when a budget is missed. Every timed budget is a ratio to a
// yardstick measured in the same run on the same machine (a bare React page, pgbench -N, the
// health route, node -e '', the same measurement on 24 coupons), the absolute figure beside it. PostgreSQL figures use
// BENCH_DATABASE_URL (or DATABASE_URL, or the local server CI sets up).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildInto, startServerProcess } from '../helpers/browser-global-setup';
import { measureApiLoad } from './api-load';
import { buildBarePage } from './bare-page';
import { measureBigCatalogue } from './big-catalogue';
import { measureBoxPage } from './box-page';
import { measureBundle } from './bundle';
import { measureCluster } from './cluster';
import { measureImages } from './images';
import { measureFirstIntl } from './intl-warm-up';
import { measureLighthouse } from './lighthouse';
import { measureNotifications } from './notifications';
import { measureOfflineRepeat } from './offline-repeat';
import { measurePgbench } from './pgbench';
import { met, table, type Figure } from './report';
import { measureRouteJs } from './route-js';
import { measureScale } from './scale';
import { measureStartup } from './startup';

const LOCAL_POSTGRES = 'postgres://rebox:rebox@127.0.0.1:5432/rebox';

async function postgresUrl(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function section(name: string, figures: Figure[], work: () => Promise<Figure[]>) {
  const started = performance.now();
  process.stdout.write(`bench: ${name}...`);
  try {
    figures.push(...(await work()));
  } catch (error) {
    figures.push({ name, value: null, unit: '', kind: 'max', budget: 0, note: `failed: ${(error as Error).message.split('\n')[0]!.slice(0, 160)}` });
  }
  process.stdout.write(` ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

/**
 * bench-results.json keeps the latest figure of every row, each with the time it was measured:
 * a part run alone (`npm run bench -- api`) replaces its own rows and keeps the others', and
 * keys other parts add (scale's wide table) stay.
 */
function writeResults(figures: Figure[], partial: boolean) {
  let previous: Record<string, unknown> & { figures?: Figure[] } = {};
  try {
    previous = JSON.parse(readFileSync('bench-results.json', 'utf8')) as typeof previous;
  } catch {
    // no file yet, or not ours to read
  }
  const at = new Date().toISOString();
  const fresh = figures.map((f) => ({ ...f, at }));
  const names = new Set(fresh.map((f) => f.name));
  const kept = partial ? (previous.figures ?? []).filter((f) => !names.has(f.name)) : [];
  const all = [...kept, ...fresh];
  writeFileSync('bench-results.json', JSON.stringify({ ...previous, at, figures: all, missed: all.filter((f) => met(f) === false).map((f) => f.name) }, null, 2));
}

async function main() {
  const figures: Figure[] = [];
  const runDir = path.resolve('dist/.test-runs', `bench-${process.pid}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.includes(name);
  try {
    // The server-only parts (api, cluster) skip the client build and the demo server.
    const demoParts = ['bundle', 'images', 'offline', 'lighthouse', 'intl', 'boxpage', 'routes'];
    if ([...demoParts, 'catalogue'].some(wanted)) buildInto(runDir);
    else if (spawnSync('node', ['src/server/cli/build-server.mjs', path.join(runDir, 'server')], { stdio: 'inherit' }).status !== 0) throw new Error('The server build failed (see above).');
    const clientDir = path.join(runDir, 'client');
    if (demoParts.some(wanted)) {
      const demo = await startServerProcess(runDir, path.join(runDir, 'demo-data'), { LOG_LEVEL: 'warn' });
      // The yardstick of the offline and Lighthouse rows: a bare React page on the same server.
      const bare = ['offline', 'lighthouse', 'boxpage'].some(wanted)
        ? await startServerProcess(runDir, path.join(runDir, 'bare-data'), { LOG_LEVEL: 'warn', CLIENT_DIST: await buildBarePage(runDir) })
        : null;
      try {
        if (wanted('bundle')) await section('bundle', figures, () => measureBundle(demo.url, clientDir));
        if (wanted('images')) await section('images', figures, () => measureImages(demo.url));
        if (wanted('offline')) await section('offline repeat visit', figures, () => measureOfflineRepeat(demo.url, bare!.url));
        if (wanted('lighthouse')) await section('lighthouse', figures, () => measureLighthouse(`${demo.url}/`, `${bare!.url}/`));
        if (wanted('intl')) await section('Intl on the main thread', figures, () => measureFirstIntl(`${demo.url}/`));
        if (wanted('boxpage')) await section('the box page, a first visit', figures, () => measureBoxPage(demo.url, bare!.url, clientDir));
        if (wanted('routes')) await section('every signed-in route’s JavaScript', figures, () => measureRouteJs(demo.url));
      } finally {
        await demo.stop();
        await bare?.stop();
      }
    }
    if (wanted('catalogue')) await section('5,000- and 10,000-coupon catalogues', figures, () => measureBigCatalogue(runDir, clientDir));
    if (wanted('api')) {
      await section('API on PGlite', figures, () => measureApiLoad(runDir, 'pglite'));
      const pgUrl = await postgresUrl();
      if (pgUrl)
        await section('pgbench -N, then the API on PostgreSQL', figures, async () =>
          measureApiLoad(runDir, 'postgres', pgUrl, await measurePgbench(pgUrl).catch((error: Error) => error)),
        );
      else figures.push({ name: 'PostgreSQL figures', value: null, unit: '', kind: 'max', budget: 0, note: 'no PostgreSQL reachable: set BENCH_DATABASE_URL' });
    }
    if (only.includes('scale')) await section('national scale', figures, () => measureScale(runDir));
    if (wanted('notifications')) await section(`notifications fan-out`, figures, async () => measureNotifications(runDir, await postgresUrl()));
    if (wanted('cluster')) await section('cluster through HAProxy (1 and 2 workers)', figures, async () => measureCluster(runDir, await postgresUrl()));
    if (wanted('startup')) {
      const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
      if (built.status === 0) await section('npm start', figures, measureStartup);
    }
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
  const output = table(figures);
  process.stdout.write(`\n${output}\n`);
  const missed = figures.filter((f) => met(f) === false);
  writeResults(figures, only.length > 0);
  process.stdout.write(`\n${figures.filter((f) => met(f) === true).length} budgets met, ${missed.length} missed (bench-results.json).\n`);
  process.exit(missed.length ? 1 : 0);
}

void main();
