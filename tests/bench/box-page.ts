// The public box page (/b/<code>), opened by a phone camera from a label: a first visit like
// the catalogue's, held to the same budgets (its JavaScript against the floor of bundle.ts, and
// Lighthouse's TBT and LCP against the bare React page), on a box made for the run.
import { API_PATHS } from '@/shared/api-paths';
import type { Batch } from '@/shared/contract/boxes';
import type { Client } from '@/shared/contract/clients';
import type { Page } from '@/shared/contract/envelope';
import { DEMO_PASSWORD } from '@/server/seed/demo-seed';
import { firstVisitBytes, firstVisitFloorGzip } from './bundle';
import { measureLighthouse } from './lighthouse';
import type { Figure } from './report';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function call<T>(baseUrl: string, method: string, pathname: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${pathname}`, {
    method,
    headers: { ...(token && { Authorization: token }), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${answer.message}`);
  return answer.data;
}

/** A new box of the demo's first client: the address its label's QR code holds. */
async function boxPagePath(baseUrl: string): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, 'POST', API_PATHS.auth.login, null, { email: 'admin@rebox.test', password: DEMO_PASSWORD });
  const clients = await call<Page<Client>>(baseUrl, 'GET', API_PATHS.clients.list, token);
  const batch = await call<Batch>(baseUrl, 'POST', API_PATHS.boxes.batches, token, { clientId: clients.items[0]!.id, count: 1 });
  return `/b/${batch.codes[0]}`;
}

export async function measureBoxPage(baseUrl: string, bareUrl: string, clientDir: string): Promise<Figure[]> {
  const pathname = await boxPagePath(baseUrl);
  const { js, css, files } = await firstVisitBytes(baseUrl, clientDir, pathname, '[data-testid="box-facts"]');
  const floor = await firstVisitFloorGzip();
  return [
    { name: 'box page first-visit JS (gzip)', value: kb(js), unit: 'KB', kind: null, note: `${files} files; its budget is the ratio to the floor` },
    { name: 'box page first-visit JS / floor', value: Math.round((js / floor) * 100) / 100, unit: '×', kind: 'max', budget: 1.4 },
    { name: 'box page CSS (gzip)', value: kb(css), unit: 'KB', kind: 'max', budget: 15 },
    ...(await measureLighthouse(`${baseUrl}${pathname}`, `${bareUrl}/`, 'box page')),
  ];
}
