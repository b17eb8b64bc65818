/**
 * How `x-encrypted` request bodies travel (docs/decisions/003-payload-codec.md). The contract shows
 * the plain payload; on the wire the body is `{ "payload": encode(json) }` and the header
 * `X-Payload-Codec` names the codec so that the server (and the validating proxy) can decode it.
 */
export interface PayloadCodec {
  /** Sent in `X-Payload-Codec`. */
  readonly name: string;
  encode(plainJson: string): string;
  decode(encoded: string): string;
}

export const payloadCodecHeader = 'X-Payload-Codec';

function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToUtf8(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The default: base64 of the UTF-8 JSON. Obfuscation, not secrecy: TLS protects the transport. */
export const b64JsonCodec: PayloadCodec = {
  name: 'b64json',
  encode: utf8ToBase64,
  decode: base64ToUtf8,
};

/** For backends that take encrypted operations in the clear (the body is still wrapped). */
export const identityCodec: PayloadCodec = {
  name: 'identity',
  encode: (plainJson) => plainJson,
  decode: (encoded) => encoded,
};

export const payloadCodecs: Readonly<Record<string, PayloadCodec>> = {
  [b64JsonCodec.name]: b64JsonCodec,
  [identityCodec.name]: identityCodec,
};
