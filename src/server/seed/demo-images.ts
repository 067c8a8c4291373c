// Demo banners drawn locally (no downloads): a gradient with simple shapes, re-encoded
// through the same path as an upload.
import sharp from 'sharp';
import { prepareImage, type StoredImage } from '@/server/lib/images';

const PALETTES: [string, string, string][] = [
  ['#0f766e', '#14b8a6', '#ccfbf1'],
  ['#1d4ed8', '#60a5fa', '#dbeafe'],
  ['#b45309', '#f59e0b', '#fef3c7'],
  ['#7e22ce', '#c084fc', '#f3e8ff'],
  ['#be123c', '#fb7185', '#ffe4e6'],
  ['#15803d', '#4ade80', '#dcfce7'],
];

export async function demoBanner(seed: number, width = 800, height = 450): Promise<StoredImage> {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length]!;
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed * 97 + i * 151) % width) | 0;
    const y = ((seed * 53 + i * 89) % height) | 0;
    const r = 30 + ((seed * 31 + i * 17) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" fill-opacity="${0.15 + (i % 3) * 0.1}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
    <rect x="${width / 2 - 70}" y="${height / 2 - 55}" width="140" height="110" rx="12" fill="${light}" fill-opacity="0.9"/>
    <path d="M${width / 2 - 70} ${height / 2 - 20} h140 M${width / 2} ${height / 2 - 55} v35" stroke="${dark}" stroke-width="8"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return prepareImage(png, 'banner');
}
