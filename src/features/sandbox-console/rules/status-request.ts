import type { components } from '../../../../openapi/runtime/generated/openapi';

type SandboxSystemStatus = components['schemas']['SandboxSystemStatus'];

export interface StatusForm {
  status: 0 | 1 | 2;
  title: string;
  /** A `datetime-local` value (`2026-11-22T20:00`) in the browser's time zone, or ''. */
  endTime: string;
  info: string;
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A `datetime-local` value read in the browser's time zone, as the contract's date-time; null if empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The other way: a date-time as a `datetime-local` value in the browser's time zone. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A sensible default end for a new maintenance: two hours from now, on the hour. */
export function suggestedEndTime(nowMs: number): string {
  const date = new Date(nowMs + 2 * 3600_000);
  date.setMinutes(0, 0, 0);
  return isoToLocalInput(date.toISOString());
}

/**
 * The control API's body for the form (`setSystemStatus`): title and end time only for maintenance,
 * the text for maintenance and region-blocked, blanks as null (the sandbox then uses its defaults).
 */
export function statusRequest(form: StatusForm): SandboxSystemStatus {
  if (form.status === 1) {
    return {
      status: 1,
      title: blankToNull(form.title),
      endTime: localInputToIso(form.endTime),
      info: blankToNull(form.info),
    };
  }
  if (form.status === 2)
    return { status: 2, title: null, endTime: null, info: blankToNull(form.info) };
  return { status: 0, title: null, endTime: null, info: null };
}
