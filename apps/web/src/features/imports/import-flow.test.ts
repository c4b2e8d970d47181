import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@crm/api-client';
import { IMPORT_TOO_LARGE_MESSAGE } from '@crm/domain';
import {
  fieldChoices,
  IGNORE_COLUMN,
  IMPORT_NETWORK_MESSAGE,
  importFailure,
  remapped,
} from './import-flow';

const apiError = (status: number, body?: unknown) =>
  new ApiError({
    status,
    statusText: '',
    text: body ? JSON.stringify(body) : '<html>',
    body,
  });

describe('the mapping', () => {
  const columns = [
    { header: 'Firm', field: null },
    { header: 'Email', field: 'email' },
  ];

  it('offers to ignore a column, then the entity’s fields in order', () => {
    const choices = fieldChoices('clients');
    expect(choices[0]).toEqual({ id: IGNORE_COLUMN, label: 'Ignore this column' });
    expect(choices.slice(1, 4).map((choice) => choice.label)).toEqual([
      'ID',
      'Client name',
      'Business name',
    ]);
  });

  it('sends the whole mapping with one column changed, ignoring as null', () => {
    const first = remapped(columns, null, 'Firm', 'name');
    expect(first).toEqual({ Firm: 'name', Email: 'email' });
    expect(remapped(columns, first, 'Email', IGNORE_COLUMN)).toEqual({ Firm: 'name', Email: null });
  });
});

describe('importFailure', () => {
  it('words a refused file even when a proxy answered without our JSON', () => {
    expect(importFailure(apiError(413), 'x')).toEqual({
      message: IMPORT_TOO_LARGE_MESSAGE,
      canRetry: false,
    });
    expect(importFailure(apiError(415, { message: 'Not CSV' }), 'x')).toEqual({
      message: 'Not CSV',
      canRetry: false,
    });
  });

  it('offers to try again only when the server was not reached or failed', () => {
    expect(importFailure(new NetworkError('/api', new Error('down')), 'x')).toEqual({
      message: IMPORT_NETWORK_MESSAGE,
      canRetry: true,
    });
    expect(importFailure(apiError(500, { message: 'Internal server error' }), 'Failed')).toEqual({
      message: 'Failed',
      canRetry: true,
    });
    expect(importFailure(apiError(400, { message: 'Not yet' }), 'Failed')).toEqual({
      message: 'Not yet',
      canRetry: false,
    });
  });
});
