import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { payloadCodecs, type PayloadCodec } from '../../openapi/runtime/payload-codec.ts';

/**
 * The payload codec of `x-encrypted` operations (decision record 003): a built-in name (`b64json`,
 * `identity`) or the path of a module whose default export (or export `codec`) is a
 * `PayloadCodec` — `{ name, encode(plainJson), decode(encoded) }`. `.ts` modules load because the
 * kit runs under tsx. The codec's `name` is what goes in `X-Payload-Codec`.
 */
export class CodecError extends Error {}

function isCodec(value: unknown): value is PayloadCodec {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    candidate.name.length > 0 &&
    typeof candidate.encode === 'function' &&
    typeof candidate.decode === 'function'
  );
}

export function looksLikeModulePath(spec: string): boolean {
  return /[\\/]/.test(spec) || /\.(m?[jt]s|cjs)$/.test(spec);
}

export async function loadCodec(spec: string, cwd = process.cwd()): Promise<PayloadCodec> {
  const builtIn = payloadCodecs[spec];
  if (builtIn) return builtIn;
  if (!looksLikeModulePath(spec)) {
    throw new CodecError(
      `unknown codec "${spec}": use ${Object.keys(payloadCodecs).join(' or ')}, or the path of a codec module`,
    );
  }
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(pathToFileURL(path.resolve(cwd, spec)).href)) as Record<string, unknown>;
  } catch (error) {
    throw new CodecError(
      `cannot load the codec module ${spec}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const codec = [loaded.default, loaded.codec].find(isCodec);
  if (!codec) {
    throw new CodecError(
      `${spec} exports no codec: export default { name, encode(plainJson), decode(encoded) }`,
    );
  }
  return codec;
}
