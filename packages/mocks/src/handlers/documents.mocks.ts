import { invoiceRoutes, projectRoutes } from '@crm/api-contract';
import { INVOICE_NOT_FOUND_MESSAGE, inlineHeader, PROJECT_NOT_FOUND_MESSAGE } from '@crm/domain';
import { HttpResponse } from 'msw';
import { notFound } from './mock-errors';
import { mock } from './mock-route';

/**
 * A one-page PDF that says it stands in for the server's: the mocks cannot lay out the real
 * document (pdfkit runs on the server), and a screen only links to it.
 */
function placeholderPdf(title: string): Uint8Array {
  const text = `(${title.replace(/[()\\]/g, '')} - the API renders the real document) Tj`;
  const stream = `BT /F1 14 Tf 50 780 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

function pdfResponse(title: string, number: string): HttpResponse<ArrayBuffer> {
  return new HttpResponse(placeholderPdf(`${title} ${number}`).slice().buffer, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': inlineHeader(`${number}.pdf`),
      'Cache-Control': 'private, no-store',
    },
  });
}

export const documentMocks = [
  mock(
    invoiceRoutes.pdf,
    ({ db, params }) => {
      const invoice = db.invoices.find((i) => i.id === params.id);
      if (!invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
      return pdfResponse('Invoice', invoice.invoiceNumber);
    },
    { notFound: INVOICE_NOT_FOUND_MESSAGE },
  ),
  mock(
    projectRoutes.pdf,
    ({ db, params }) => {
      const project = db.projects.find((p) => p.id === params.id);
      if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
      return pdfResponse('Quote', project.quoteNumber ?? 'Quote');
    },
    { notFound: PROJECT_NOT_FOUND_MESSAGE },
  ),
];
