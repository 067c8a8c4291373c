// Budget 1: the JavaScript and CSS the signed-out catalogue loads on first visit, gzip,
// measured by loading the built page in Chromium and gzipping what it fetched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { openBrowser } from '../helpers/browser';
import type { Figure } from './report';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// The yardstick of the ratio budgets: react + react-dom and the design card's packages a first
// visit loads (the catalogue's entry chunk and the update prompt's; react-hot-toast and the rest
// load later), each with the parts the app uses, built as one minified production bundle.
const FLOOR_SOURCE = `
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Link, Redirect, Route, Router, Switch, matchRoute, useLocation, useParams, useRouter, useSearch, useSearchParams } from 'wouter';
import { del, get, getMany, set } from 'idb-keyval';
import { jwtDecode } from 'jwt-decode';
import { ofetch } from 'ofetch';
import { Workbox } from 'workbox-window';
globalThis.floor = { useState, Provider, atom, createStore, useAtom, useAtomValue, useSetAtom, Link, Redirect, Route, Router, Switch, matchRoute, useLocation, useParams, useRouter, useSearch, useSearchParams, del, get, getMany, set, jwtDecode, ofetch, Workbox };
createRoot(document.body).render(createElement('div'));
`;

/** The floor's size (gzip): react + react-dom and the card's first-visit packages. */
export async function firstVisitFloorGzip(): Promise<number> {
  const result = await build({
    stdin: { contents: FLOOR_SOURCE, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

/** The JavaScript and CSS (gzip) a first visit to `pathname` fetches until `ready` is on screen. */
export async function firstVisitBytes(baseUrl: string, clientDir: string, pathname: string, ready: string): Promise<{ js: number; css: number; files: number }> {
  const browser = await openBrowser({ serviceWorkers: 'block' });
  const scripts = new Set<string>();
  const styles = new Set<string>();
  browser.page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if (type === 'script') scripts.add(url.pathname);
    if (type === 'stylesheet') styles.add(url.pathname);
  });
  await browser.page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  await browser.page.locator(ready).first().waitFor();
  await browser.close();
  const gz = (paths: Set<string>) =>
    [...paths].reduce((sum, p) => sum + gzipSync(readFileSync(path.join(clientDir, p)), { level: 9 }).length, 0);
  return { js: gz(scripts), css: gz(styles), files: scripts.size };
}

export async function measureBundle(baseUrl: string, clientDir: string): Promise<Figure[]> {
  const { js, css, files } = await firstVisitBytes(baseUrl, clientDir, '/', '[data-testid="coupon-card"]');
  const floor = await firstVisitFloorGzip();
  return [
    { name: 'catalogue first-visit JS (gzip)', value: kb(js), unit: 'KB', kind: null, note: `${files} files; its budget is the ratio to the floor` },
    { name: 'first-visit floor: react, react-dom and the card’s first-visit packages (gzip)', value: kb(floor), unit: 'KB', kind: null, note: 'jotai, wouter, idb-keyval, jwt-decode, ofetch, workbox-window' },
    { name: 'catalogue first-visit JS / floor', value: Math.round((js / floor) * 100) / 100, unit: '×', kind: 'max', budget: 1.4 },
    { name: 'catalogue CSS (gzip)', value: kb(css), unit: 'KB', kind: 'max', budget: 15 },
  ];
}
