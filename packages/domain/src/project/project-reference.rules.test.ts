import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { projectBelongsToClient, referencesAfterUpdate } from './project-reference.rules';

const stored = { clientId: 'client-a', projectId: 'project-a' };

describe('references after an update', () => {
  it('keeps both when neither is sent, or the same client is sent', () => {
    expect(referencesAfterUpdate(stored, {})).toEqual(stored);
    expect(referencesAfterUpdate(stored, { clientId: 'client-a' })).toEqual(stored);
  });

  it('drops the old client project when the record moves to another client', () => {
    expect(referencesAfterUpdate(stored, { clientId: 'client-b' })).toEqual({
      clientId: 'client-b',
      projectId: null,
    });
  });

  it('takes a sent project, or a sent null, whatever the client', () => {
    expect(referencesAfterUpdate(stored, { clientId: 'client-b', projectId: 'project-b' })).toEqual(
      {
        clientId: 'client-b',
        projectId: 'project-b',
      },
    );
    expect(referencesAfterUpdate(stored, { projectId: null })).toEqual({
      clientId: 'client-a',
      projectId: null,
    });
    expect(referencesAfterUpdate(stored, { projectId: 'project-c' })).toEqual({
      clientId: 'client-a',
      projectId: 'project-c',
    });
  });

  it('never keeps the stored project under another client unless it was sent', () => {
    const id = fc.constantFrom('a', 'b', 'c');
    const existing = fc.record({ clientId: id, projectId: fc.option(id) });
    const sent = fc.record({ clientId: id, projectId: fc.option(id) }, { requiredKeys: [] });
    fc.assert(
      fc.property(existing, sent, (before, update) => {
        const after = referencesAfterUpdate(before, update);
        if (after.clientId !== (update.clientId ?? before.clientId)) return false;
        if (update.projectId !== undefined) return after.projectId === update.projectId;
        return after.clientId === before.clientId
          ? after.projectId === before.projectId
          : after.projectId === null;
      }),
    );
  });
});

describe('project belongs to client', () => {
  it('only when the project exists and is the client', () => {
    expect(projectBelongsToClient('client-a', 'client-a')).toBe(true);
    expect(projectBelongsToClient('client-b', 'client-a')).toBe(false);
    expect(projectBelongsToClient(undefined, 'client-a')).toBe(false);
  });
});
