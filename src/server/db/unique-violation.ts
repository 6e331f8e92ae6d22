/** Whether a failed query broke a unique index (PostgreSQL's 23505, possibly wrapped by the driver). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: unknown } | null;
  return Boolean(e && (e.code === '23505' || isUniqueViolation(e.cause)));
};
