import PDFDocument from 'pdfkit';
import { DOCUMENT_LINE_HEADINGS, type DocumentLine, type SalesDocument } from '@crm/domain';
import { documentFonts } from './document-fonts';

/** A logo to print at the top left: PNG or JPEG bytes. */
export type DocumentLogo = Buffer | null;

// A4 in points, and the layout's fixed measures.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 24; // room for "Page N of M"
const LOGO_BOX = { width: 160, height: 60 };
const CELL_PADDING = 5;
const TEXT = '#1f2328';
const MUTED = '#59636e';
const RULE = '#d1d9e0';

type Column = { key: keyof DocumentLine; width: number; align: 'left' | 'right' };

const FIGURES: Column[] = [
  { key: 'quantity', width: 50, align: 'right' },
  { key: 'unitPrice', width: 85, align: 'right' },
  { key: 'total', width: 85, align: 'right' },
];
const VAT_COLUMN: Column = { key: 'vatRate', width: 80, align: 'right' };

/** The lines table: description takes what the figures (and the VAT rate) leave. */
function columnsFor(document: SalesDocument): Column[] {
  const figures = document.vatColumn
    ? [...FIGURES.slice(0, 2), VAT_COLUMN, ...FIGURES.slice(2)]
    : FIGURES;
  const used = figures.reduce((sum, column) => sum + column.width, 0);
  return [{ key: 'description', width: CONTENT_WIDTH - used, align: 'left' }, ...figures];
}

type Pdf = PDFKit.PDFDocument;

function useFont(pdf: Pdf, weight: 'regular' | 'bold', size: number, color = TEXT): Pdf {
  return pdf.font(weight).fontSize(size).fillColor(color);
}

/** Starts a new page when `height` does not fit below the cursor. */
function ensureRoom(pdf: Pdf, height: number, onNewPage?: () => void): void {
  if (pdf.y + height <= BOTTOM) return;
  pdf.addPage();
  pdf.y = MARGIN;
  onNewPage?.();
}

function drawHeader(pdf: Pdf, document: SalesDocument, logo: DocumentLogo): void {
  const top = MARGIN;
  let leftY = top;
  if (logo) {
    try {
      pdf.image(logo, MARGIN, top, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
      leftY += LOGO_BOX.height + 10;
    } catch {
      // An image pdfkit cannot read prints no logo rather than no invoice.
    }
  }
  const leftWidth = CONTENT_WIDTH / 2 - 10;
  useFont(pdf, 'bold', 12).text(document.seller.name, MARGIN, leftY, { width: leftWidth });
  useFont(pdf, 'regular', 9, MUTED);
  for (const line of document.seller.lines) pdf.text(line, { width: leftWidth });
  const leftBottom = pdf.y;

  const rightX = MARGIN + CONTENT_WIDTH / 2;
  const rightWidth = CONTENT_WIDTH / 2;
  useFont(pdf, 'bold', 24).text(document.title, rightX, top, { width: rightWidth, align: 'right' });
  pdf.moveDown(0.3);
  for (const fact of document.facts) {
    const y = pdf.y;
    useFont(pdf, 'regular', 9, MUTED).text(fact.label, rightX, y, { width: rightWidth - 110 });
    useFont(pdf, 'bold', 9).text(fact.value, rightX + rightWidth - 110, y, {
      width: 110,
      align: 'right',
    });
  }
  pdf.y = Math.max(leftBottom, pdf.y) + 24;
}

function drawBuyer(pdf: Pdf, document: SalesDocument): void {
  useFont(pdf, 'bold', 9, MUTED).text(document.buyerHeading.toUpperCase(), MARGIN, pdf.y, {
    characterSpacing: 0.5,
  });
  useFont(pdf, 'bold', 11).text(document.buyer.name, MARGIN, pdf.y + 2, {
    width: CONTENT_WIDTH / 2,
  });
  useFont(pdf, 'regular', 9, MUTED);
  for (const line of document.buyer.lines) pdf.text(line, { width: CONTENT_WIDTH / 2 });
  pdf.y += 20;
}

function rowHeight(
  pdf: Pdf,
  columns: Column[],
  line: DocumentLine,
  weight: 'regular' | 'bold',
): number {
  useFont(pdf, weight, 9);
  const heights = columns.map((column) =>
    pdf.heightOfString(line[column.key], { width: column.width - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawRow(
  pdf: Pdf,
  columns: Column[],
  line: DocumentLine,
  weight: 'regular' | 'bold',
  color = TEXT,
): void {
  const height = rowHeight(pdf, columns, line, weight);
  const top = pdf.y;
  let x = MARGIN;
  useFont(pdf, weight, 9, color);
  for (const column of columns) {
    pdf.text(line[column.key], x + CELL_PADDING, top + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  }
  pdf
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + CONTENT_WIDTH, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf.y = top + height;
}

/** The lines, flowing onto further pages with the header row repeated at the top of each. */
function drawLines(pdf: Pdf, document: SalesDocument): void {
  const columns = columnsFor(document);
  const header = () => drawRow(pdf, columns, DOCUMENT_LINE_HEADINGS, 'bold', MUTED);
  ensureRoom(pdf, rowHeight(pdf, columns, DOCUMENT_LINE_HEADINGS, 'bold') * 2);
  header();
  for (const line of document.lines) {
    ensureRoom(pdf, rowHeight(pdf, columns, line, 'regular'), header);
    drawRow(pdf, columns, line, 'regular');
  }
  pdf.y += 10;
}

function drawTotals(pdf: Pdf, document: SalesDocument): void {
  const width = 250;
  const x = MARGIN + CONTENT_WIDTH - width;
  ensureRoom(pdf, document.totals.length * 18);
  for (const total of document.totals) {
    const y = pdf.y;
    const weight = total.emphasis ? 'bold' : 'regular';
    useFont(pdf, weight, total.emphasis ? 11 : 9, total.emphasis ? TEXT : MUTED).text(
      total.label,
      x,
      y,
      { width: width - 120 },
    );
    useFont(pdf, weight, total.emphasis ? 11 : 9).text(total.value, x + width - 120, y, {
      width: 120,
      align: 'right',
    });
    pdf.y = Math.max(pdf.y, y + (total.emphasis ? 16 : 14));
  }
  pdf.y += 16;
}

function drawBlock(pdf: Pdf, heading: string | null, lines: readonly string[]): void {
  if (lines.length === 0) return;
  const height = (heading ? 16 : 0) + lines.length * 13;
  ensureRoom(pdf, height);
  if (heading) useFont(pdf, 'bold', 10).text(heading, MARGIN, pdf.y, { width: CONTENT_WIDTH });
  useFont(pdf, 'regular', 9);
  for (const line of lines) pdf.text(line, MARGIN, pdf.y, { width: CONTENT_WIDTH });
  pdf.y += 12;
}

function drawPageNumbers(pdf: Pdf, document: SalesDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    useFont(pdf, 'regular', 8, MUTED).text(
      `${document.number} · Page ${index - start + 1} of ${count}`,
      MARGIN,
      PAGE.height - MARGIN - 10,
      { width: CONTENT_WIDTH, align: 'right', lineBreak: false },
    );
  }
}

/** The document as an A4 PDF: fonts embedded, text selectable, "Page N of M" on every page. */
export function renderSalesDocumentPdf(
  document: SalesDocument,
  logo: DocumentLogo,
  options: { createdAt: Date },
): Promise<Buffer> {
  const fonts = documentFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: `${document.title} ${document.number}`,
      Author: document.seller.name,
      Subject: `${document.title} ${document.number} for ${document.buyer.name}`,
      CreationDate: options.createdAt,
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  drawHeader(pdf, document, logo);
  drawBuyer(pdf, document);
  drawLines(pdf, document);
  drawTotals(pdf, document);
  if (document.payment) drawBlock(pdf, document.payment.heading, document.payment.lines);
  drawBlock(pdf, null, document.terms);
  if (document.footer) {
    drawBlock(pdf, null, document.footer.split(/\r?\n/));
  }
  drawPageNumbers(pdf, document);
  pdf.end();
  return done;
}
