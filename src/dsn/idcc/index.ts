import { AGREEMENTS } from './agreements.ts';

export { AGREEMENTS };

/** The short title of the agreement a code names, when the published list has it. */
export function agreementTitle(code: string): string | undefined {
  const key = /^\d{1,4}$/.test(code) ? code.padStart(4, '0') : code;
  return Object.hasOwn(AGREEMENTS.titles, key) ? AGREEMENTS.titles[key] : undefined;
}

/** `1486 (Bureaux d'études techniques, …)`, or the bare code when the list does not name it. */
export function agreementWithTitle(code: string): string {
  const title = agreementTitle(code);
  return title === undefined ? code : `${code} (${title})`;
}
