// Draws the app icons into public/icons (run once; the PNGs are committed): `npx tsx src/server/cli/generate-icons.ts`.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const BOX = (scale: number) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M256 96 L400 168 L400 344 L256 416 L112 344 L112 168 Z" fill="#ecfdf5"/>
    <path d="M256 96 L400 168 L256 240 L112 168 Z" fill="#99f6e4"/>
    <path d="M256 240 L256 416" stroke="#0f766e" stroke-width="18"/>
    <path d="M200 300 a60 60 0 1 0 56 -60" fill="none" stroke="#0f766e" stroke-width="22" stroke-linecap="round"/>
    <path d="M250 214 l26 26 -30 22" fill="none" stroke="#0f766e" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

const any = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="112" fill="#0f766e"/>${BOX(1)}</svg>`;
// Maskable: full bleed, artwork inside the 80% safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#0f766e"/>${BOX(0.75)}</svg>`;

mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(any)).resize(size, size).png().toFile(`public/icons/icon-${size}.png`);
  await sharp(Buffer.from(maskable)).resize(size, size).png().toFile(`public/icons/maskable-${size}.png`);
}
await sharp(Buffer.from(any)).resize(180, 180).png().toFile('public/icons/apple-touch-icon.png');
await sharp(Buffer.from(any)).resize(64, 64).png().toFile('public/favicon.png');
// The default avatar for users without a profile image.
const avatar = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" fill="#ccfbf1"/><circle cx="64" cy="50" r="24" fill="#0f766e"/><path d="M20 120 a44 40 0 0 1 88 0" fill="#0f766e"/></svg>`;
await sharp(Buffer.from(avatar)).webp().toFile('public/default-avatar.webp');
