/**
 * French identifiers with their check digits, as the systems that receive them verify them:
 * SIREN and SIRET (Luhn), the NIR (social-security number, key 97 − n mod 97) and the IBAN (RIB key,
 * then ISO 13616 mod 97). The checks themselves live in src/hr-data/identifiers.ts, where the import
 * uses them: what the generator builds passes exactly what the import verifies.
 */
import { ibanNumeric, luhnValid, mod97, nirKey, siretValid } from '../hr-data/identifiers.ts';

/** The digit that makes `digits + d` pass the Luhn check. */
export function luhnCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${digits}${d}`)) return String(d);
  throw new Error('unreachable: one Luhn digit always fits');
}

/** A SIREN from 8 digits: the ninth is the Luhn check digit. */
export function siren(eightDigits: string): string {
  return `${eightDigits}${luhnCheckDigit(eightDigits)}`;
}

/** A SIRET: the SIREN, a 4-digit establishment sequence, and the digit that makes the SIRET valid. */
export function siret(sirenDigits: string, sequence: number): string {
  const body = `${sirenDigits}${String(sequence).padStart(4, '0')}`;
  // Luhn for every company; La Poste's digit-sum rule if a seed ever draws its SIREN.
  for (let d = 0; d <= 9; d++) if (siretValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error(`no SIRET completes ${body}: its SIREN is not valid`);
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

/** The RIB key of a French account: 97 − ((89 bank + 15 branch + 3 account) mod 97). */
export function ribKey(bank: string, branch: string, account: string): string {
  const value = (89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97;
  return String(97 - value).padStart(2, '0');
}

export function frenchIban(bank: string, branch: string, account: string): string {
  const bban = `${bank}${branch}${account}${ribKey(bank, branch, account)}`;
  const check = String(98 - mod97(ibanNumeric(`${bban}FR00`))).padStart(2, '0');
  return `FR${check}${bban}`;
}
