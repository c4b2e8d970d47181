import { describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer({ emptyBeforeEach: ['clients', 'activity'] });

// Every other text field is refused with a NUL byte (PostgreSQL cannot store one); the
// password is encrypted before it is stored, so only the schema can refuse it.
describe('a NUL byte in a credential password', () => {
  it('is a 400 with the message the other text fields give, and nothing is stored', async () => {
    const client = await createClient(server.db);
    const credentials = [{ username: 'admin', password: 'pa\u0000ss' }];
    const body = {
      domainName: 'nul.example',
      clientId: client.id,
      expiryDate: '2026-12-31',
      credentials,
    };

    const response = await server.post('/api/domains', body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Invalid value',
      errors: [{ path: 'credentials.0.password', message: 'Invalid value' }],
    });
    expect(
      await server.db('domains').where({ domain_name: 'nul.example' }).first(),
    ).toBeUndefined();
  });
});
