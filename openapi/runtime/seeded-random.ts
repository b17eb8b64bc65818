/**
 * mulberry32: a small deterministic source of chance, numbers in [0, 1), the same sequence for the
 * same seed. One copy for everyone who needs repeatable chance (the mock's fault rates and lottery
 * draws, the conformance kit's invalid requests, the reliability suite's fuzz and crash points).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
