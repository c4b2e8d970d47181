import { describe, expect, it } from 'vitest';
import { createDatabaseProbe } from './database-probe';

function fakeDatabase() {
  const state = { pings: 0, down: false, now: 0 };
  const ping = async () => {
    state.pings += 1;
    if (state.down) throw new Error('connection refused');
  };
  const advance = (ms: number) => (state.now += ms);
  return { state, ping, advance, now: () => state.now };
}

describe('createDatabaseProbe', () => {
  it('pings once for calls within a second of a good answer, and again after', async () => {
    const db = fakeDatabase();
    const probe = createDatabaseProbe({ ping: db.ping, now: db.now });
    expect(await probe()).toBe(true);
    db.advance(999);
    expect(await probe()).toBe(true);
    expect(db.state.pings).toBe(1);
    db.advance(1);
    expect(await probe()).toBe(true);
    expect(db.state.pings).toBe(2);
  });

  it('shares one ping between concurrent callers', async () => {
    const db = fakeDatabase();
    const probe = createDatabaseProbe({ ping: db.ping, now: db.now });
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(db.state.pings).toBe(1);
  });

  it('reports a failure and checks again on the next call, so recovery shows at once', async () => {
    const db = fakeDatabase();
    const probe = createDatabaseProbe({ ping: db.ping, now: db.now });
    db.state.down = true;
    expect(await probe()).toBe(false);
    expect(await probe()).toBe(false);
    expect(db.state.pings).toBe(2);
    db.state.down = false;
    expect(await probe()).toBe(true);
  });

  it('notices an outage once the last good answer is older than a second', async () => {
    const db = fakeDatabase();
    const probe = createDatabaseProbe({ ping: db.ping, now: db.now });
    expect(await probe()).toBe(true);
    db.state.down = true;
    db.advance(1000);
    expect(await probe()).toBe(false);
  });
});
