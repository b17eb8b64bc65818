import type { Exchange } from './http-client.ts';
import type { RecordedExchange } from './report/kit-report.ts';

const maxBodyChars = 4000;

function cut(text: string): string {
  return text.length > maxBodyChars
    ? `${text.slice(0, maxBodyChars)}… (${text.length} characters)`
    : text;
}

/**
 * Turns exchanges into what the reports show. Passwords and session tokens the kit used are
 * masked wherever they appear (reports end up as CI artifacts); long bodies are cut.
 */
export class ExchangeRecorder {
  readonly #secrets = new Set<string>();

  addSecret(value: string | undefined | null): void {
    if (value && value.length >= 4) this.#secrets.add(value);
  }

  redact(text: string): string {
    let result = text;
    for (const secret of this.#secrets) result = result.replaceAll(secret, '***');
    return result;
  }

  /** `plainBody`: the payload of an `x-encrypted` request before the codec, shown instead. */
  record(exchange: Exchange, plainBody?: string): RecordedExchange {
    const body =
      plainBody === undefined
        ? exchange.request.body
        : `${plainBody}  (plain payload, sent encoded)`;
    return {
      method: exchange.request.method,
      url: this.redact(exchange.request.url),
      requestHeaders: Object.fromEntries(
        Object.entries(exchange.request.headers).map(([k, v]) => [k, this.redact(v)]),
      ),
      requestBody: body === null ? null : cut(this.redact(body)),
      status: exchange.response?.status ?? null,
      responseBody: exchange.response ? cut(this.redact(exchange.response.text)) : null,
      error: exchange.error,
      ms: Math.round(exchange.ms),
    };
  }
}
