import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateLanguage } from '@ctf/shared/schemas/certificates';
import { CERTIFICATE_ISSUER, type CertificateFacts, certificateText } from './wording';

// DejaVu Sans (free licence, see node_modules/dejavu-fonts-ttf/LICENSE) covers Serbian Cyrillic and
// Latin with diacritics. Resolved from the installed package, so the bundled server finds it too.
const fromPackages = createRequire(import.meta.url);
const REGULAR_PATH = fromPackages.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
let bold: Buffer | undefined;
const boldFont = () => (bold ??= readFileSync(fromPackages.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')));

/** The public check page of a code: what the QR code and the printed address lead to. */
export function certificateCheckUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/certificates/${code}`;
}

const PAGE = { width: 841.89, height: 595.28 };
const INK = '#1a202c';
const ACCENT = '#1d4ed8';
const MUTED = '#4a5568';

/** One certificate as an A4 landscape PDF in one language, with a QR code of its check page. */
export async function renderCertificatePdf(
  lang: CertificateLanguage,
  facts: CertificateFacts,
  publicUrl: string,
): Promise<Buffer> {
  const url = certificateCheckUrl(publicUrl, facts.code);
  const text = certificateText(lang, facts, url);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    font: REGULAR_PATH,
    info: { Title: `${text.title} — ${text.holder}`, Author: CERTIFICATE_ISSUER[lang], Subject: facts.code },
    lang: lang === 'sr' ? 'sr-Cyrl' : 'en',
  });
  doc.registerFont('bold', boldFont());
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(34, 34, PAGE.width - 68, PAGE.height - 68)
    .stroke();

  const line = (content: string, y: number, size: number, options: { bold?: boolean; color?: string } = {}) => {
    const width = PAGE.width - 140;
    doc.font(options.bold ? 'bold' : REGULAR_PATH).fontSize(size);
    // A long name or competition shrinks to stay on its one line rather than run into the next.
    const fitted = Math.min(size, (size * width) / Math.max(1, doc.widthOfString(content)));
    doc
      .fontSize(fitted)
      .fillColor(options.color ?? INK)
      .text(content, 70, y + (size - fitted) / 2, { width, align: 'center', lineBreak: false });
  };
  line(CERTIFICATE_ISSUER[lang], 80, 16, { color: MUTED });
  line(text.title, 130, 30, { bold: true, color: ACCENT });
  line(text.awardedTo, 210, 14, { color: MUTED });
  line(text.holder, 240, 32, { bold: true });
  line(text.reason, 310, 16);
  line(text.season, 360, 14, { color: MUTED });

  doc.font(REGULAR_PATH).fontSize(10).fillColor(MUTED);
  doc.text(text.issued, 70, 470, { width: 520 });
  doc.text(text.verify, 70, 488, { width: 520 });
  doc.font('bold').fontSize(12).fillColor(INK).text(text.code, 70, 508, { width: 520 });

  drawQr(doc, url, PAGE.width - 70 - 100, 440, 100);
  doc.end();
  return done;
}

/** The QR code drawn as vector squares: sharp at any print size, and nothing to encode as an image. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  doc.fillColor('#000000');
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill();
}
