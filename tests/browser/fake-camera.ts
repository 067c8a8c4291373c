// Chromium's fake camera filming a QR code: a short YUV4MPEG2 clip it plays in a loop, for the
// scanner tests (staff-scanner, depot-scanning).
import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

/** A few frames (640 × 480, 4:2:0) of `text`'s QR code, drawn large on white. */
export function qrVideo(text: string, file: string) {
  const width = 640;
  const height = 480;
  const qr = encode(text, { border: 4 });
  const module = Math.floor(440 / qr.size);
  const left = Math.floor((width - qr.size * module) / 2);
  const top = Math.floor((height - qr.size * module) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < qr.size; y++) {
    for (let x = 0; x < qr.size; x++) {
      if (!qr.data[y]![x]) continue;
      for (let dy = 0; dy < module; dy++) luma.fill(16, (top + y * module + dy) * width + left + x * module, (top + y * module + dy) * width + left + (x + 1) * module);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]));
}

/** Chromium switches for a camera that plays `video`, allowed without asking. */
export const fakeCameraArgs = (video: string) => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`];
