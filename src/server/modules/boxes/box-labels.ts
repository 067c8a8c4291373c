// Printable labels for a batch: A4 pages of 3 × 8 labels, each the box's QR code (of
// PUBLIC_URL/b/<code>, drawn as vector squares) and its code in text, streamed page by page.
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import { formatBoxCode } from '@/shared/box-codes';
import { PATHS, pathTo } from '@/shared/screen-paths';

const MM = 72 / 25.4;
const COLUMNS = 3;
const ROWS = 8;
const PAGE = { width: 210 * MM, height: 297 * MM };
const MARGIN = { x: 9 * MM, y: 12 * MM };
const CELL = { width: (PAGE.width - 2 * MARGIN.x) / COLUMNS, height: (PAGE.height - 2 * MARGIN.y) / ROWS };
const QR_SIZE = 30 * MM;

export const LABELS_PER_PAGE = COLUMNS * ROWS;

export const boxUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}${pathTo(PATHS.box, { code })}`;

/** The PDF as a stream; `nextPage` gives the codes a page at a time, so a 10,000-box batch never sits in memory whole. */
export function labelsPdf(publicUrl: string, nextPage: () => Promise<string[]>, title: string): NodeJS.ReadableStream {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: title, Creator: 'Rebox' } });
  void (async () => {
    try {
      for (let page = 0; ; page++) {
        await roomFor(doc);
        // The reader went away: nothing more to draw.
        if (doc.destroyed) return;
        const codes = await nextPage();
        if (codes.length === 0 && page > 0) break;
        doc.addPage();
        codes.forEach((code, i) => drawLabel(doc, publicUrl, code, i % COLUMNS, Math.floor(i / COLUMNS)));
        if (codes.length < LABELS_PER_PAGE) break;
      }
      doc.end();
    } catch (error) {
      doc.emit('error', error);
    }
  })();
  return doc;
}

/** Pages already drawn that the reader has not taken stay few: a slow download holds a few pages, not the batch. */
const BUFFERED_BYTES = 1024 * 1024;
async function roomFor(doc: PDFKit.PDFDocument): Promise<void> {
  // Polled, not awaited on 'data': a listener of our own would set the stream flowing before the reply pipes it.
  while (doc.readableLength > BUFFERED_BYTES && !doc.destroyed) await new Promise((resolve) => setTimeout(resolve, 5));
}

function drawLabel(doc: PDFKit.PDFDocument, publicUrl: string, code: string, column: number, row: number) {
  const x = MARGIN.x + column * CELL.width;
  const y = MARGIN.y + row * CELL.height;
  const qr = encode(boxUrl(publicUrl, code), { ecc: 'M', border: 2 });
  const module = QR_SIZE / qr.size;
  const top = y + (CELL.height - QR_SIZE) / 2;
  doc.save().fillColor('#000000');
  // A run of dark modules in a row is one rectangle: a third of the drawing operations, and of the
  // strings each page makes, of one square a module.
  qr.data.forEach((line, r) => {
    for (let c = 0; c < line.length; c++) {
      if (!line[c]) continue;
      const start = c;
      while (line[c + 1]) c++;
      doc.rect(x + 2 * MM + start * module, top + r * module, (c - start + 1) * module, module);
    }
  });
  doc.fill().restore();
  const textX = x + 4 * MM + QR_SIZE;
  doc.font('Courier-Bold').fontSize(11).fillColor('#000000').text(formatBoxCode(code), textX, top + 6 * MM, { lineBreak: false });
  doc.font('Helvetica').fontSize(8).fillColor('#333333').text('Rebox: return me for points', textX, top + 14 * MM, { width: CELL.width - QR_SIZE - 6 * MM });
}
