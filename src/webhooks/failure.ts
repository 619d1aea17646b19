import type { UrlRefusal } from './url-guard.ts';

/**
 * Why an attempt failed, as a kind stored beside its technical text (migration 0037): the console
 * words the kind for an HR officer, the text (with the operator's switches) stays for the API and
 * the CLI. Migration 0037 writes this list out in its check constraint.
 */
export const DELIVERY_FAILURES = [
  /** The receiver's address is loopback, private, link-local or another special-purpose one. */
  'private_address',
  /** The receiver's host name does not resolve. */
  'unresolved',
  /** The URL is http where this server calls https only. */
  'https_required',
  /** The URL is refused for another reason (malformed, credentials, too long). */
  'invalid_url',
  /** No whole response within the timeout. */
  'timeout',
  /** The TLS handshake failed (certificate, protocol). */
  'tls',
  /** The connection was refused, reset or cut. */
  'connection',
  /** The response is not one HTTP can read (headers too large, malformed). */
  'invalid_answer',
  /** The receiver answered, with a status other than 2xx. */
  'http_status',
] as const;

export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number];

/** A stored kind read back; null for a delivered attempt or one recorded before kinds were. */
export function storedFailure(kind: string | null): DeliveryFailure | null {
  return DELIVERY_FAILURES.find((known) => known === kind) ?? null;
}

/** The kind of a URL the guard refused just before a delivery. */
export function refusalFailure(refusal: UrlRefusal): DeliveryFailure {
  switch (refusal) {
    case 'private':
      return 'private_address';
    case 'unresolved':
      return 'unresolved';
    case 'https':
      return 'https_required';
    case 'invalid':
    case 'scheme':
    case 'credentials':
    case 'length':
      return 'invalid_url';
  }
}

/** OpenSSL's and Node's TLS error codes without a common prefix. */
const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'HOSTNAME_MISMATCH',
  'EPROTO',
]);

/** The kind of an error a request or its response raised (Node's `code`, when it has one). */
export function errorFailure(code: string | undefined): DeliveryFailure {
  if (code === undefined) return 'connection';
  if (code.startsWith('HPE_')) return 'invalid_answer';
  if (TLS_CODES.has(code) || /^(CERT_|ERR_TLS_|ERR_SSL_)/.test(code)) return 'tls';
  return 'connection';
}
