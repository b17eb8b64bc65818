/**
 * Run-time randomness for tokens, codes and captchas: `crypto.getRandomValues`, which both the
 * browser and node provide. (Seeds never use this: they take their faker.)
 */
export type RandomSource = () => number;

/** A float in [0, 1) from 32 random bits. */
export const cryptoRandom: RandomSource = () => {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return (word[0] ?? 0) / 4294967296;
};

/** `byteCount` random bytes as lower-case hex (session tokens, captcha ids). */
export function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `length` characters drawn uniformly from `alphabet`. */
export function randomText(
  alphabet: string,
  length: number,
  random: RandomSource = cryptoRandom,
): string {
  let text = '';
  for (let i = 0; i < length; i += 1)
    text += alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0] ?? '';
  return text;
}

/** A whole number in [min, max]. */
export function randomInt(min: number, max: number, random: RandomSource = cryptoRandom): number {
  return min + Math.floor(random() * (max - min + 1));
}
