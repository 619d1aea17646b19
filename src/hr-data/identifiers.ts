/**
 * Check digits of French identifiers, as the registries that issue them define them. Pure
 * functions on the compact form (no spaces): callers say what to do with a failure.
 */

/** True when the digits pass the Luhn check (ISO/IEC 7812-1), as INSEE uses it for SIREN and SIRET. */
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

/** La Poste's SIREN: too many establishments for the NIC's Luhn digit, so INSEE gave it its own rule. */
export const LA_POSTE_SIREN = '356000000';
/** La Poste's head office predates that rule and keeps a Luhn-valid SIRET. */
const LA_POSTE_HEAD_OFFICE = '35600000000048';

/** A SIREN: 9 digits passing Luhn (INSEE). La Poste's 356000000 passes it too. */
export function sirenValid(value: string): boolean {
  return /^\d{9}$/.test(value) && luhnValid(value);
}

/**
 * A SIRET: 14 digits, its first 9 a valid SIREN, passing Luhn, except La Poste's establishments,
 * whose 14 digits must add up to a multiple of 5 (INSEE's exception for SIREN 356000000; its
 * head office, 35600000000048, still passes Luhn).
 */
export function siretValid(value: string): boolean {
  if (!/^\d{14}$/.test(value) || !sirenValid(value.slice(0, 9))) return false;
  if (value.startsWith(LA_POSTE_SIREN) && value !== LA_POSTE_HEAD_OFFICE) {
    let sum = 0;
    for (const digit of value) sum += Number(digit);
    return sum % 5 === 0;
  }
  return luhnValid(value);
}

/**
 * The key of a NIR (social-security number) from its first 13 characters: 97 − (n mod 97).
 * Corsica's départements 2A and 2B count as 19 and 18 in n (INSEE; 13 digits stay exact in a
 * double).
 */
export function nirKey(thirteen: string): string {
  const n = Number(thirteen.replace(/^(\d{5})2A/, '$119').replace(/^(\d{5})2B/, '$118'));
  return String(97 - (n % 97)).padStart(2, '0');
}

/** A NIR: 15 characters, 2A/2B allowed as the département, whose last two are the key. */
export function nirValid(value: string): boolean {
  const match = /^(\d{5}(?:\d{2}|2A|2B)\d{6})(\d{2})$/.exec(value);
  if (!match?.[1] || !match[2]) return false;
  return nirKey(match[1]) === match[2];
}

const NIR_BODY = /^\d{5}(?:\d{2}|2A|2B)\d{6}$/;

/**
 * What is suspicious in a NIR, in words that never repeat it (personal data), or undefined when
 * nothing is. Its first digit is the sex, 1 or 2, or 7 or 8 for a temporary number (INSEE's
 * NIR; the DSN cahier technique, S21.G00.30.001); a 13-character number is one without its key
 * (the DSN declares it so), which is missing rather than wrong; else the key must match.
 */
export function nirWarning(value: string): string | undefined {
  const nir = compactIdentifier(value);
  if (nir === '') return undefined;
  if (!/^[1278]/.test(nir)) {
    return 'does not start with 1 or 2 (7 or 8 for a temporary number), as a NIR does';
  }
  if (NIR_BODY.test(nir)) return 'has 13 characters: its 2-digit key is missing (a NIR has 15)';
  if (!nirValid(nir)) {
    return 'is not a NIR with a valid key (97 − first 13 digits mod 97, Corsica 2A/2B as 19/18)';
  }
  return undefined;
}

/** The remainder of a long decimal string divided by 97, digit by digit (no precision loss). */
export function mod97(digits: string): number {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

/** Letters as ISO 13616 numbers: A = 10 … Z = 35. */
export const ibanNumeric = (text: string) =>
  text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));

/**
 * An IBAN (ISO 13616): country, two check digits, then the national account number; moving the
 * first four characters to the end and reading letters as numbers gives 1 modulo 97
 * (ISO 7064 MOD 97-10).
 */
export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  return mod97(ibanNumeric(`${iban.slice(4)}${iban.slice(0, 4)}`)) === 1;
}

/** The compact form partners and registries also write with spaces: `FR76 3000 6000 …`. */
export const compactIdentifier = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();
