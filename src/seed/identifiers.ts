/**
 * French identifiers with their check digits, as the systems that receive them verify them:
 * SIREN and SIRET (Luhn), the NIR (social-security number, key 97 − n mod 97) and the IBAN (RIB key,
 * then ISO 13616 mod 97).
 */

/** True when the digits pass the Luhn check (SIREN, SIRET). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digit that makes `digits + d` pass the Luhn check. */
export function luhnCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${digits}${d}`)) return String(d);
  throw new Error('unreachable: one Luhn digit always fits');
}

/** A SIREN from 8 digits: the ninth is the Luhn check digit. */
export function siren(eightDigits: string): string {
  return `${eightDigits}${luhnCheckDigit(eightDigits)}`;
}

/** A SIRET: the SIREN, a 4-digit establishment sequence, and the digit that makes all 14 pass Luhn. */
export function siret(sirenDigits: string, sequence: number): string {
  const body = `${sirenDigits}${String(sequence).padStart(4, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/** The number a NIR's key is computed on: Corsica's 2A and 2B count as 19 and 18 (13 digits: exact in a double). */
function nirNumber(thirteen: string): number {
  return Number(thirteen.replace(/^(\d{5})2A/, '$119').replace(/^(\d{5})2B/, '$118'));
}

export function nirKey(thirteen: string): string {
  return String(97 - (nirNumber(thirteen) % 97)).padStart(2, '0');
}

export interface NirParts {
  sex: 1 | 2;
  birthYear: number;
  birthMonth: number;
  /** Department of birth (`2A`, `2B` for Corsica), or `99` when born abroad. */
  department: string;
  /** INSEE commune code within the department, or the country code when born abroad. */
  commune: string;
  /** Birth order number in the commune's register that month, 1..999. */
  order: number;
}

export function nir(parts: NirParts): string {
  const thirteen = [
    parts.sex,
    String(parts.birthYear % 100).padStart(2, '0'),
    String(parts.birthMonth).padStart(2, '0'),
    parts.department.padStart(2, '0'),
    parts.commune.padStart(3, '0'),
    String(parts.order).padStart(3, '0'),
  ].join('');
  return `${thirteen}${nirKey(thirteen)}`;
}

export function nirValid(value: string): boolean {
  const match = /^([12]\d{4}(?:\d{2}|2A|2B)\d{6})(\d{2})$/.exec(value);
  if (!match?.[1] || !match[2]) return false;
  return nirKey(match[1]) === match[2];
}

/** The RIB key of a French account: 97 − ((89 bank + 15 branch + 3 account) mod 97). */
export function ribKey(bank: string, branch: string, account: string): string {
  const value = (89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97;
  return String(97 - value).padStart(2, '0');
}

function mod97(digits: string): number {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

/** Letters as ISO 13616 numbers: A = 10 … Z = 35. */
const numeric = (text: string) => text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));

export function frenchIban(bank: string, branch: string, account: string): string {
  const bban = `${bank}${branch}${account}${ribKey(bank, branch, account)}`;
  const check = String(98 - mod97(numeric(`${bban}FR00`))).padStart(2, '0');
  return `FR${check}${bban}`;
}

export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  return mod97(numeric(`${iban.slice(4)}${iban.slice(0, 4)}`)) === 1;
}
