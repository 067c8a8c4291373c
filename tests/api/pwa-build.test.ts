// What the production build precaches: the whole app shell (every chunk, so any deep link
// opens offline), the one manifest and its icons, once each; never an API answer, an upload,
// a source map or the install-dialog screenshots.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

let out: string;
let entries: PrecacheEntry[];
let sw: string;

beforeAll(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'rebox-pwa-build-'));
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    env: { ...process.env, REBOX_CLIENT_OUT: out },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The client build failed:\n${build.stderr}`);
  sw = readFileSync(path.join(out, 'sw.js'), 'utf8');
  // injectManifest writes the list into sw.js as JSON, in place of self.__WB_MANIFEST.
  const list = /\[\{"revision":.*?\}\]/s.exec(sw);
  if (!list) throw new Error('No precache list found in sw.js');
  entries = JSON.parse(list[0]) as PrecacheEntry[];
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(dir, path.posix.join(prefix, e.name)) : [path.posix.join(prefix, e.name)],
  );
}

describe('the precache list', () => {
  it('holds the shell, every script and style chunk, the manifest and its icons', () => {
    const urls = new Set(entries.map((e) => e.url));
    for (const file of ['index.html', 'manifest.webmanifest', 'favicon.png', 'default-avatar.webp']) expect(urls, file).toContain(file);
    const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect(urls, icon.src).toContain(icon.src.replace(/^\//, ''));
    // Lazily loaded pages included: a deep link such as /user/dashboard opens offline.
    const chunks = filesUnder(out, 'assets').filter((f) => /\.(js|css)$/.test(f));
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(urls, chunk).toContain(chunk);
  });

  it('lists every URL once, and each one exists in the build', () => {
    const urls = entries.map((e) => e.url);
    expect(urls.length).toBe(new Set(urls).size);
    for (const url of urls) expect(existsSync(path.join(out, url)), url).toBe(true);
  });

  it('holds no API answer, no upload, no source map and no screenshot', () => {
    for (const { url } of entries) {
      expect(url).not.toMatch(/(^|\/)api\//);
      expect(url).not.toMatch(/(^|\/)uploads\//);
      expect(url).not.toMatch(/\.map$/);
      expect(url).not.toMatch(/^screenshots\//);
    }
    expect(filesUnder(out).filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(sw).not.toContain('sourceMappingURL');
  });

  it('revisions what has no hash in its name; hashed assets carry none', () => {
    for (const { url, revision } of entries) {
      if (url.startsWith('assets/')) expect(revision, url).toBeNull();
      else expect(revision, url).toMatch(/^[a-f0-9]{32}$/);
    }
  });
});

describe('the manifest in the build', () => {
  it('is the top-level manifest.webmanifest, linked once from the shell', () => {
    const built = JSON.parse(readFileSync(path.join(out, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    const source = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as Record<string, unknown>;
    expect(built).toEqual(source);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html.match(/rel="manifest"/g)).toHaveLength(1);
  });

  it('speaks every language of the app: what a person reads on installing is localized, Arabic right to left', () => {
    type Localized = Record<string, string | { value: string; dir?: string }>;
    const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as {
      description_localized: Localized;
      shortcuts: { name_localized: Localized; short_name_localized: Localized; description_localized: Localized }[];
    };
    const all = [manifest.description_localized, ...manifest.shortcuts.flatMap((s) => [s.name_localized, s.short_name_localized, s.description_localized])];
    for (const localized of all) {
      expect(Object.keys(localized).sort()).toEqual(['ar', 'de']);
      expect(localized.ar).toMatchObject({ dir: 'rtl' });
    }
  });
});

describe('the compressed copies', () => {
  it('sit beside every text asset over 1 KB, as brotli and gzip of exactly its bytes', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const texts = filesUnder(out).filter((f) => /\.(js|css|html|webmanifest)$/.test(f));
    const big = texts.filter((f) => readFileSync(path.join(out, f)).length >= 1024);
    expect(big).toContain('sw.js'); // written after the service worker build, so it is the final one
    for (const file of big) {
      const original = readFileSync(path.join(out, file));
      expect(brotliDecompressSync(readFileSync(path.join(out, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(path.join(out, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });
});
