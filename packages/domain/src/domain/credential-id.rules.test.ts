import { describe, expect, it } from 'vitest';
import { keptCredentialId } from './credential-id.rules';

const OWN = '0195a0c8-1111-7000-8000-000000000001';

describe('keptCredentialId', () => {
  it("keeps the id of one of the domain's credentials, in lower case", () => {
    expect(keptCredentialId(OWN.toUpperCase(), new Set([OWN]))).toBe(OWN);
  });

  it('drops an id the domain does not have, and a missing one', () => {
    expect(
      keptCredentialId('0195a0c8-2222-7000-8000-000000000002', new Set([OWN])),
    ).toBeUndefined();
    expect(keptCredentialId(undefined, new Set([OWN]))).toBeUndefined();
  });
});
