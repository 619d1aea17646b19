/** Type guards for values read from outside the type system (parsed JSON, library payloads). */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is one of `options`: narrows a string to a closed union without a cast. */
export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}
