import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_SCOPES, isPartnerScope, PREREQUISITES, SCOPE_DESCRIPTIONS } from '../src/auth/scopes.ts';
import { CHANGE_TYPES } from '../src/changes/change-log.ts';
import { AFFILIATION_STATUSES } from '../src/complementary-contracts/complementary-contracts.schema.ts';
import { ABSENCE_TYPE_LABELS } from '../src/hr-data/absence-type-labels.ts';
import { ABSENCE_TYPES, NATURES_CONTRAT, REQUEST_STATUSES } from '../src/hr-data/enums.ts';
import { ERROR_CODES, type ErrorCode, statusOf } from '../src/http/errors.ts';

/** docs/reference.md: written by `npm run docs`, checked against the code by test/docs/reference.test.ts. */
export const REFERENCE_FILE = fileURLToPath(new URL('../docs/reference.md', import.meta.url));

/** When each code is answered; the code and its status come from src/http/errors.ts. */
const WHEN: Record<ErrorCode, string> = {
  invalid_parameter:
    'a path or query parameter (or a header) is malformed, out of its bounds or unknown; `errors` names each one',
  invalid_body:
    'the JSON body is not valid JSON or does not match its schema; `errors` gives the JSON path of each problem',
  unauthorized:
    'no `Authorization: Bearer <key>` header, or a key that is unknown, malformed or revoked (never which)',
  insufficient_scope: 'the key lacks a scope the operation requires; `detail` names the missing scope(s)',
  partner_only:
    'a self-serve key on a partner endpoint; the operator issues partner keys with `hrapi keys create … --partner`',
  not_found:
    'no such resource in this organization, or a key of another organization (a tenant cannot probe another)',
  cursor_expired: 'a change-feed cursor older than the retention of the feed: run a full sync again',
  rate_limited: 'the key spent its requests of the minute; `Retry-After` says when to try again',
  payload_too_large: 'the body is larger than the endpoint accepts',
  unsupported_media_type: 'a body that is not `application/json` (the fiche travels as a JSON string)',
  request_in_progress:
    'the first request with this `Idempotency-Key` is still running; `Retry-After` says when to retry',
  conflict:
    'the write contradicts what is stored: a request already decided, an absence overlapping another of the same person, a value the last DSN declared; `errors` names each',
  precondition_failed:
    'the `If-Match` ETag no longer names the record: someone wrote it since; read it again',
  invalid_record:
    'the record breaks a rule of the HR data: a date that does not exist, an end before its start, an unknown collaborator, contract, establishment or team; `errors` gives the JSON path of each',
  idempotency_key_reused:
    'this `Idempotency-Key` was used in the last 24 hours for another request (operation, parameters or body)',
  service_unavailable:
    'the server is stopping, the data store cannot be reached, or a write waited too long for another write of the same data; `Retry-After` says when to retry',
  internal_error: 'an unexpected failure; it carries no internal detail: quote `requestId` when reporting it',
};

/** What an affiliation status means. */
const AFFILIATION_MEANING: Record<(typeof AFFILIATION_STATUSES)[number], string> = {
  active: 'the collaborator is covered by the contract',
  exempted: "the collaborator is exempted from joining (dispense d'adhésion)",
  terminated: 'the affiliation has ended',
};

const codeList = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ');

function table(head: string[], rows: string[][]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

/** The closed sets of values: contract natures, absence types, statuses, change types. */
function valueSections(): string[] {
  return [
    '## Contract natures (`natureContrat`)',
    '',
    codeList(NATURES_CONTRAT),
    '',
    '## Absence types (`type`)',
    '',
    'The documented leave codes and their French labels. An organization may add its own types:',
    '`custom_` followed by 1 to 57 characters of `[a-z0-9_]` (for example `custom_seminaire`).',
    'The type is shown only to keys holding `org:absence:type:read`.',
    '',
    ...table(
      ['Code', 'Label'],
      ABSENCE_TYPES.map((type) => [`\`${type}\``, ABSENCE_TYPE_LABELS[type]]),
    ),
    '',
    '## Request statuses (absences and work locations)',
    '',
    codeList(REQUEST_STATUSES),
    '',
    '## Employment statuses (collaborators)',
    '',
    "Computed on every read from the contracts, relative to today in the organization's time zone:",
    '`active` (a contract covers today), `future` (contracts, none started yet), `past` (anything',
    'else, a collaborator without a contract included).',
    '',
    '## Affiliation statuses',
    '',
    ...table(
      ['Status', 'Meaning'],
      AFFILIATION_STATUSES.map((status) => [`\`${status}\``, AFFILIATION_MEANING[status]]),
    ),
    '',
    '## Change feed event types',
    '',
    'Events carry no data, only what changed (see [sync.md](sync.md)):',
    '',
    ...CHANGE_TYPES.map((type) => `- \`${type}\``),
    '',
  ];
}

/** Every scope: what it grants, what it needs, which keys may hold it. */
function scopeSection(): string[] {
  return [
    '## Scopes',
    '',
    ...table(
      ['Scope', 'Grants', 'Needs', 'Keys'],
      ALL_SCOPES.map((scope) => [
        `\`${scope}\``,
        SCOPE_DESCRIPTIONS[scope],
        PREREQUISITES[scope] ? `\`${PREREQUISITES[scope]}\`` : '',
        isPartnerScope(scope) ? 'partner keys only' : 'any key',
      ]),
    ),
    '',
  ];
}

/** The error body, and every code with its status and when it is answered. */
function errorSection(): string[] {
  return [
    '## Errors',
    '',
    'Every error, 4xx and 5xx, is one JSON object (`application/json`): `type` (`about:blank`),',
    '`title` (the reason phrase of the status), `status`, `code`, `detail` (a sentence for a person),',
    '`requestId` (also in the `X-Request-Id` header: quote it when reporting) and, on validation',
    'failures, `errors`: `[{in, name, message}]` with `in` one of `query`, `path`, `body`, `header`',
    '(at most 20 listed). A 500 never carries a stack trace or SQL text.',
    '',
    ...table(
      ['Code', 'Status', 'When'],
      ERROR_CODES.map((code) => [`\`${code}\``, String(statusOf(code)), WHEN[code]]),
    ),
    '',
    'Two answers come from the connection itself, before any route, with the same body and the code',
    '`invalid_parameter`: **408** when a client does not send its headers (or its whole request)',
    'in time, and **417** for an `Expect` header other than `100-continue`.',
    '',
  ];
}

/** How values are rendered. */
function renderingSection(): string[] {
  return [
    '## Rendering rules',
    '',
    '- Identifiers are opaque strings of at most 64 characters of `[A-Za-z0-9_-]`.',
    '- Calendar dates (`startDate`, `endDate`, `birthDate`, …) are `YYYY-MM-DD`; instants',
    '  (`createdAt`, …) are ISO 8601 date-times in UTC with milliseconds.',
    '- A field the key may not see is left out; a field with no value is `null` (an open-ended',
    '  contract or affiliation has `endDate: null`).',
    '- Lists take `page` (from 1) and `limit` (1 to 100, 20 by default) and answer',
    '  `{data, page, limit, total}`; a page past the last is an empty `data` with the true `total`.',
    '- Integers are plain decimal digits: `1e1`, `0x10` or `+5` are refused, never read as a number.',
    '- An unknown query parameter is refused and named; nothing in a body is coerced.',
    '',
  ];
}

export function renderReference(): string {
  return [
    '# Reference: values, errors and rendering',
    '',
    '<!-- Generated by `npm run docs` from the code (scripts/reference.ts); do not edit by hand. -->',
    '',
    'Every closed set of values the API and the HR data document use, every error code with its',
    'status, and how values are rendered. A value outside its set is refused with a message that',
    'lists the accepted ones.',
    '',
    ...valueSections(),
    ...scopeSection(),
    ...errorSection(),
    ...renderingSection(),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(REFERENCE_FILE, renderReference());
  process.stdout.write(`wrote ${REFERENCE_FILE}\n`);
}
