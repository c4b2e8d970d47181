// `npx tsx tools/bench/pdf-bench.main.ts [--renders 1000] [--pg-url URL]`: the invoice PDF
// scenario, apart from `npm run bench` (it needs no seeded data). Starts the API on a fresh
// PostgreSQL database as `npm start` would (production, request log off), fills in a business
// profile with a logo and a client, creates a 20-line invoice, then GETs its PDF one request
// after another: the latency percentiles over every render after 20 warm-up ones, and the
// server's RSS before and after `--renders` renders. Prints the figures; removes what it made.
import { startBenchApi } from './bench-api';
import { rssBytes } from './processes';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at !== -1 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const renders = Number(option('renders', '1000'));
const serverUrl = option('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const PORT = 3918;
const MB = 1024 * 1024;
// A 64 x 64 PNG would do as well; a real one so the logo path is measured too.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const api = await startBenchApi({ name: 'pdf', port: PORT, pgUrl: serverUrl });
  const { headers } = api;
  try {
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${api.url}${path}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as { id: string };
    };
    await send('PUT', '/api/settings/business', {
      tradingName: 'Zoë Design',
      legalName: 'Zoë Design Ltd',
      address: '1 Łódź Street\nManchester M1 1AA',
      vatNumber: 'GB123456789',
      bankAccountName: 'Zoë Design Ltd',
      sortCode: '12-34-56',
      accountNumber: '31926819',
      footer: 'Registered in England and Wales',
    });
    const logo = new FormData();
    logo.set('file', new Blob([LOGO]), 'logo.png');
    await fetch(`${api.url}/api/settings/business/logo`, {
      method: 'PUT',
      headers,
      body: logo,
    });
    const client = await send('POST', '/api/clients', {
      name: 'Ștefan Ionescu',
      businessName: 'Ñandú Ltd',
      address: '2 High Street\nLeeds LS1 4AP',
    });
    const invoice = await send('POST', '/api/invoices', {
      clientId: client.id,
      invoiceDate: '2026-11-24',
      dueDate: '2026-12-24',
      lineItems: Array.from({ length: 20 }, (_, index) => ({
        description: `Line ${index + 1}: design and build work for the spring campaign`,
        quantity: (index % 3) + 1,
        unitPrice: '125.50',
      })),
    });
    const render = async () => {
      const started = performance.now();
      const response = await fetch(`${api.url}/api/invoices/${invoice.id}/pdf`, { headers });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok || bytes < 1000) throw new Error(`PDF failed: ${response.status}`);
      return { ms: performance.now() - started, bytes };
    };
    for (let i = 0; i < 20; i++) await render();
    const idle = rssBytes(api.pid);
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < renders; i++) {
      const { ms, bytes } = await render();
      times.push(ms);
      size = bytes;
    }
    const after = rssBytes(api.pid);
    times.sort((a, b) => a - b);
    console.log(
      `${renders} renders of a 20-line invoice PDF (${(size / 1024).toFixed(0)} kB each): ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(1)} ms; server RSS ${(idle / MB).toFixed(0)} MB after ` +
        `warm-up, ${(after / MB).toFixed(0)} MB after (${((after - idle) / MB).toFixed(1)} MB growth)`,
    );
  } finally {
    await api.stop();
  }
}

await main();
