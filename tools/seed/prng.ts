/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32), so the same seed
 * always produces the same data. Not for secrets: only for generating believable test data.
 */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** 32 random bits as an unsigned integer. */
  uint32: () => number;
};

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a of a label, so every stream ('clients', 'invoices') gets its own sequence. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1)
    hash = Math.imul(hash ^ label.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

export function createRng(seed: number, label = ''): Rng {
  const init = splitmix32((seed ^ hashLabel(label)) >>> 0);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const uint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Warm up: the first outputs of sfc32 are weakly mixed.
  for (let index = 0; index < 12; index += 1) uint32();
  const next = () => uint32() / 4_294_967_296;
  return {
    next,
    uint32,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
}
