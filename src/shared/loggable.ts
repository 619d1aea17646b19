/**
 * What of an unexpected error goes to the log: its name, code, message and stack. Driver fields
 * such as PostgreSQL's `detail` ("Key (email)=(…) already exists") or the failing parameters can
 * hold personal data, so they are left out.
 */
export function loggable(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = 'code' in error ? error.code : undefined;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack,
  };
}
