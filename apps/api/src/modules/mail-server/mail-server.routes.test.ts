import type { MailServer, OutboxMessage, TestEmailResult } from '@crm/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, createInvoice } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { useTestServer } from '../../test/use-test-server';

type ErrorBody = { message: string; errors?: { path: string; message: string }[] };

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const api = useTestServer({ emptyBeforeEach: ['mail_servers', 'outbox_messages'] });

beforeEach(() => {
  smtp.received.length = 0;
  smtp.logins.length = 0;
});

const port = () => Number(new URL(smtp.url).port);

function serverSettings(changes: Record<string, unknown> = {}) {
  return {
    host: '127.0.0.1',
    port: port(),
    security: 'none',
    username: 'mailer@zoe.example',
    password: 'pa:ss/wörd 1',
    fromAddress: 'hello@zoe.example',
    ...changes,
  };
}

describe('Settings › Email', () => {
  it('has no mail server until one is saved', async () => {
    const res = await api.get<MailServer>('/api/settings/email');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      source: 'none',
      host: null,
      port: null,
      security: null,
      username: null,
      hasPassword: false,
      fromAddress: null,
    });
  });

  it('saves the server with its password encrypted, and never shows the password', async () => {
    const res = await api.put<MailServer>('/api/settings/email', serverSettings());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      source: 'settings',
      host: '127.0.0.1',
      port: port(),
      security: 'none',
      username: 'mailer@zoe.example',
      hasPassword: true,
      fromAddress: 'hello@zoe.example',
    });
    expect(res.text).not.toContain('pa:ss');
    const [row] = await api.db('mail_servers').select('password');
    expect(row?.password).toMatch(/^v1:/);
    expect(row?.password).not.toContain('pa:ss');
  });

  it('sends a test email through the saved server, signed in with the saved password', async () => {
    await api.put('/api/settings/email', serverSettings());
    const res = await api.post<TestEmailResult>('/api/settings/email/test', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      to: 'owner@example.test',
      message: 'The mail server accepted the test email to owner@example.test',
    });
    expect(smtp.logins).toEqual([{ username: 'mailer@zoe.example', password: 'pa:ss/wörd 1' }]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.envelopeTo).toEqual(['owner@example.test']);
    expect(smtp.received[0]?.mail.subject).toBe('Test email from your CRM');
    expect(smtp.received[0]?.mail.from?.text).toBe('hello@zoe.example');

    const other = await api.post<TestEmailResult>('/api/settings/email/test', {
      to: 'someone@else.example',
    });
    expect(other.body.to).toBe('someone@else.example');
    expect(smtp.received[1]?.envelopeTo).toEqual(['someone@else.example']);
  });

  it('sends invoices through the saved server at once, without a restart', async () => {
    await api.put('/api/settings/email', serverSettings());
    const client = await createClient(api.db, { name: 'Ann', email: 'ann@client.example' });
    const invoice = await createInvoice(api.db, { client_id: client.id });
    const res = await api.post<OutboxMessage>(`/api/invoices/${invoice.id}/send`, {});
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('sent');
    expect(smtp.received[0]?.envelopeTo).toEqual(['ann@client.example']);

    // Forgotten again: the next message is kept as not sent (its sender now the one given).
    expect((await api.delete<MailServer>('/api/settings/email')).body.source).toBe('none');
    const noSender = await api.post<ErrorBody>(`/api/invoices/${invoice.id}/send`, {});
    expect(noSender.status).toBe(400);
    expect(noSender.body.message).toContain('a From address in Settings › Email');
    const profile = await api.put('/api/settings/business', {
      tradingName: 'Zoë Design',
      email: 'zoe@zoe.example',
    });
    expect(profile.status, profile.text).toBe(200);
    const kept = await api.post<OutboxMessage>(`/api/invoices/${invoice.id}/send`, {});
    expect(kept.body).toMatchObject({ status: 'not_sent', from: 'zoe@zoe.example' });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the saved password when none is sent, and removes it when it is empty', async () => {
    await api.put('/api/settings/email', serverSettings());
    const { password: _kept, ...withoutPassword } = serverSettings({ username: 'other' });
    const kept = await api.put<MailServer>('/api/settings/email', withoutPassword);
    expect(kept.body).toMatchObject({ username: 'other', hasPassword: true });
    await api.post('/api/settings/email/test', {});
    expect(smtp.logins.at(-1)).toEqual({ username: 'other', password: 'pa:ss/wörd 1' });

    const cleared = await api.put<MailServer>(
      '/api/settings/email',
      serverSettings({ password: '', username: null }),
    );
    expect(cleared.body).toMatchObject({ username: null, hasPassword: false });
    expect((await api.db('mail_servers').first('password'))?.password).toBeNull();
  });

  it('refuses a server it cannot use, and changes nothing', async () => {
    await api.put('/api/settings/email', serverSettings());
    const cases: [Record<string, unknown>, string][] = [
      [serverSettings({ port: 70000 }), 'Port must be a whole number from 1 to 65535'],
      [serverSettings({ port: 'abc' }), 'Port must be a whole number from 1 to 65535'],
      [serverSettings({ security: 'ssl' }), 'Please choose TLS, STARTTLS or none'],
      [
        serverSettings({ host: 'smtp example.com' }),
        'Please enter a host name such as smtp.example.com',
      ],
      [serverSettings({ host: '' }), 'Host is required'],
      [serverSettings({ fromAddress: 'not an address' }), 'Please enter a valid email address'],
      [serverSettings({ password: 'a\r\nRCPT TO:<x@y.z>' }), 'Password must be one line'],
      [serverSettings({ extra: 1 }), 'Send an object: { host, port, security'],
    ];
    for (const [body, message] of cases) {
      const res = await api.put<ErrorBody>('/api/settings/email', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const bad = await api.request<ErrorBody>('PUT', '/api/settings/email', {
      body: '{"host":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await api.get<MailServer>('/api/settings/email')).body).toMatchObject({
      host: '127.0.0.1',
      port: port(),
      security: 'none',
    });
  });

  it('says what the mail server answered when the test fails, and 409 with no server', async () => {
    const none = await api.post<ErrorBody>('/api/settings/email/test', {});
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(
      'No mail server is configured: save one in Settings › Email first',
    );

    await api.put('/api/settings/email', serverSettings());
    smtp.refuseWith = 'Mailbox unavailable';
    try {
      const refused = await api.post<ErrorBody>('/api/settings/email/test', {});
      expect(refused.status).toBe(502);
      expect(refused.body.message).toMatch(
        /^The mail server did not take the test email: .*Mailbox unavailable/,
      );
      expect(refused.body.message).not.toContain('pa:ss');
    } finally {
      smtp.refuseWith = null;
    }
    const bad = await api.post<ErrorBody>('/api/settings/email/test', { to: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
  });

  it('asks for a session or token', async () => {
    const res = await api.request('GET', '/api/settings/email', { anonymous: true });
    expect(res.status).toBe(401);
  });
});

describe('with CRM_SMTP_URL set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      config: {
        mail: { smtpUrl: `smtp://relay:secret@127.0.0.1:${port()}`, from: 'ops@zoe.example' },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the environment’s server, without its password, and will not change it', async () => {
    const res = await server.get<MailServer>('/api/settings/email');
    expect(res.body).toEqual({
      source: 'environment',
      host: '127.0.0.1',
      port: port(),
      security: 'starttls',
      username: 'relay',
      hasPassword: true,
      fromAddress: 'ops@zoe.example',
    });
    expect(res.text).not.toContain('secret');
    const put = await server.put<ErrorBody>('/api/settings/email', serverSettings());
    expect(put.status).toBe(409);
    expect(put.body.message).toBe(
      'The mail server is set on the server by CRM_SMTP_URL: change it there',
    );
    expect((await server.delete('/api/settings/email')).status).toBe(409);
    // The test still goes, through the environment's server.
    const test = await server.post<TestEmailResult>('/api/settings/email/test', {});
    expect(test.status).toBe(200);
    expect(smtp.logins.at(-1)).toEqual({ username: 'relay', password: 'secret' });
  });
});
