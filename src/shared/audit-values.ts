/** One field of a staff change: its value before and after, in words. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

export const NO_VALUE = '—';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the audit trail shows it: text as is, lists joined, anything deeper as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'))
    return value.length === 0 ? 'none' : value.map(auditValueText).join(', ');
  return JSON.stringify(value);
}

/**
 * A change's values before and after, field by field (the fields of either, in the order they first appear), or
 * one row without a field name when a side is not an object.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const row = (field: string, a: unknown, b: unknown): AuditChange => {
    const [was, now] = [auditValueText(a), auditValueText(b)];
    return { field, before: was, after: now, changed: was !== now };
  };
  const empty = (value: unknown) => value === null || value === undefined;
  if (
    (isRecord(before) || empty(before)) &&
    (isRecord(after) || empty(after)) &&
    !(empty(before) && empty(after))
  ) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    return fields.map((field) => row(field, was[field], now[field]));
  }
  return [row('', before, after)];
}
