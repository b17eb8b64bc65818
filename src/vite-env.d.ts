/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the backend; empty for the same origin (sandbox or service worker). */
  readonly VITE_API_BASE_URL?: string;
  /** The brand's merchant code, sent as X-Merchant-Code and the `merchant` query parameter. */
  readonly VITE_MERCHANT_CODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
