// Budget 2: Lighthouse (mobile preset, simulated throttling) on the catalogue, cold,
// median of 3 runs. Lighthouse is fetched by npx on first use (npm registry).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../helpers/browser';
import { median, type Figure } from './report';

interface LighthouseReport {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
}

function runOnce(url: string, dir: string, index: number): LighthouseReport | { error: string } {
  const output = path.join(dir, `lh-${index}.json`);
  const result = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, encoding: 'utf8', timeout: 240_000 },
  );
  if (result.status !== 0) return { error: (result.stderr || result.stdout || 'lighthouse failed').split('\n').slice(-5).join(' ') };
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

export async function measureLighthouse(url: string): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rebox-lh-'));
  const reports: LighthouseReport[] = [];
  let error = '';
  for (let i = 0; i < 3; i++) {
    const report = runOnce(url, dir, i);
    if ('error' in report) error = report.error;
    else reports.push(report);
  }
  rmSync(dir, { recursive: true, force: true });
  const score = (key: string) => (reports.length ? median(reports.map((r) => r.categories[key]?.score ?? 0)) : null);
  const audit = (key: string) => (reports.length ? median(reports.map((r) => r.audits[key]?.numericValue ?? 0)) : null);
  // What keeps a category below 1, so the table says where to look.
  const first = reports[0];
  const failing = first
    ? ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (first.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (first.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      )
    : [];
  const note = error && !reports.length ? error.slice(0, 120) : '';
  return [
    { name: 'Lighthouse performance (median of 3)', value: score('performance'), unit: '', kind: 'min', budget: 0.95, note },
    { name: 'Lighthouse accessibility', value: score('accessibility'), unit: '', kind: 'min', budget: 1 },
    { name: 'Lighthouse best practices', value: score('best-practices'), unit: '', kind: 'min', budget: 1 },
    { name: 'Lighthouse SEO', value: score('seo'), unit: '', kind: 'min', budget: 0.95 },
    { name: 'First Contentful Paint', value: audit('first-contentful-paint'), unit: 'ms', kind: null },
    { name: 'Largest Contentful Paint', value: audit('largest-contentful-paint'), unit: 'ms', kind: null },
    { name: 'Total Blocking Time', value: audit('total-blocking-time'), unit: 'ms', kind: null },
    { name: 'Cumulative Layout Shift', value: audit('cumulative-layout-shift'), unit: '', kind: null, note: failing.length ? `audits below 1: ${failing.slice(0, 6).join(', ')}` : '' },
  ];
}
