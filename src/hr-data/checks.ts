import type { TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { isCalendarDate } from '../shared/calendar/calendar-dates.ts';
import { jsonPath } from '../shared/json-path.ts';
import { jsonTextProblems, textProblem } from '../shared/text.ts';
import { isValidTimeZone } from '../shared/time.ts';
import {
  AbsenceItem,
  type ArraySection,
  CollaboratorItem,
  DATE_PATTERN,
  EstablishmentItem,
  MealVoucherConfigurationSection,
  type ObjectSection,
  OrganizationSection,
  TeamItem,
  WorkLocationItem,
} from './document.schema.ts';
import { ABSENCE_TYPE_EXPECTED, ABSENCE_TYPES, CUSTOM_ABSENCE_TYPE } from './enums.ts';
import { compactIdentifier, ibanValid, nirWarning, sirenValid, siretValid } from './identifiers.ts';

/** One thing wrong with a document, located by its JSON path. */
export interface Problem {
  path: string;
  message: string;
}

export const formatProblem = (p: Problem) => (p.path ? `${p.path}: ${p.message}` : p.message);

const compiled: Record<ArraySection | ObjectSection, TypeCheck<TSchema>> = {
  organization: TypeCompiler.Compile(OrganizationSection),
  establishments: TypeCompiler.Compile(EstablishmentItem),
  teams: TypeCompiler.Compile(TeamItem),
  collaborators: TypeCompiler.Compile(CollaboratorItem),
  absences: TypeCompiler.Compile(AbsenceItem),
  workLocations: TypeCompiler.Compile(WorkLocationItem),
  mealVoucherConfiguration: TypeCompiler.Compile(MealVoucherConfigurationSection),
};

const DATE = new RegExp(DATE_PATTERN);
const ABSENCE_TYPE_SET = new Set<string>(ABSENCE_TYPES);

/**
 * Checks one element: its text against the text rule (src/shared/text.ts; JSON allows tab, CR and
 * LF), then against its section's schema and the rules a schema cannot say. A string the text rule
 * refuses is said once, by that rule: the schema's message might repeat it. `screenText` false
 * skips the text walk when the element's JSON text was already found clean.
 */
export function checkItem(
  section: ArraySection | ObjectSection,
  value: unknown,
  at: string,
  screenText = true,
): Problem[] {
  const text = screenText ? jsonTextProblems(value, at, 'tab-and-line-breaks') : [];
  const problems = checkShape(section, value, at);
  if (text.length === 0) return problems;
  const said = new Set(text.map((p) => p.path));
  // A property name the rule refuses would also be in the schema's path: never print it.
  const clean = (p: Problem) => !said.has(p.path) && textProblem(p.path, 'none') === undefined;
  return [...text, ...problems.filter(clean)];
}

/** A JSON object (not an array): what every section's element is when well typed. */
type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkShape(section: ArraySection | ObjectSection, value: unknown, at: string): Problem[] {
  const check = compiled[section];
  const problems = check.Check(value) ? [] : schemaProblems(check, value, at);
  if (!isRecord(value)) return problems;
  // The rules still run on what is well typed, so one pass reports everything; a path is said once.
  const said = new Set(problems.map((p) => p.path));
  for (const problem of ruleProblems(section, value, at)) {
    if (!said.has(problem.path)) problems.push(problem);
  }
  return problems;
}

function schemaProblems(check: TypeCheck<TSchema>, value: unknown, at: string): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of check.Errors(value)) {
    const path = join(at, jsonPath(error.path));
    if (seen.has(path)) continue;
    seen.add(path);
    problems.push({ path, message: messageOf(error.type, error.schema, error.value) });
  }
  return problems;
}

function messageOf(type: ValueErrorType, schema: TSchema, value: unknown): string {
  if (type === ValueErrorType.ObjectRequiredProperty) return 'is required';
  if (type === ValueErrorType.ObjectAdditionalProperties) return 'is not a property of this record';
  const wanted: unknown = schema['x-expected'];
  if (type === ValueErrorType.StringMaxLength && typeof value === 'string') {
    return `is longer than ${String(schema.maxLength)} characters`;
  }
  if (typeof wanted === 'string' && wanted) return `expected ${wanted}${describe(value)}`;
  if (type === ValueErrorType.Object) return `expected an object${describe(value)}`;
  if (type === ValueErrorType.Array) return `expected an array${describe(value)}`;
  return `expected ${String(schema.type ?? 'another value')}${describe(value)}`;
}

function describe(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return `, got ${text.length > 40 ? `${text.slice(0, 37)}…` : text}`;
}

function join(at: string, path: string): string {
  if (!path) return at;
  return path.startsWith('[') || !at ? `${at}${path}` : `${at}.${path}`;
}

function dateProblems(record: JsonRecord, at: string, start: string, end: string, problems: Problem[]): void {
  for (const field of [start, end]) {
    const value = record[field];
    if (typeof value === 'string' && DATE.test(value) && !isCalendarDate(value.slice(0, 10))) {
      problems.push({ path: `${at}.${field}`, message: `${value} is not a calendar date` });
    }
  }
  const from = record[start];
  const to = record[end];
  if (typeof from === 'string' && typeof to === 'string' && to.slice(0, 10) < from.slice(0, 10)) {
    problems.push({ path: `${at}.${end}`, message: `${to} is before ${start} ${from}` });
  }
}

function calendarDateProblem(record: JsonRecord, at: string, field: string, problems: Problem[]) {
  const value = record[field];
  if (typeof value === 'string' && DATE.test(value) && !isCalendarDate(value.slice(0, 10))) {
    problems.push({ path: `${at}.${field}`, message: `${value} is not a calendar date` });
  }
}

/**
 * A collaborator's establishment history: real dates, each period ending on or after its start,
 * and no day in two periods (both ends are inclusive, so a period starting on the day another
 * ends overlaps it). Only an open period may be the last.
 */
function historyProblems(value: unknown, at: string, problems: Problem[]): void {
  if (!Array.isArray(value)) return;
  const periods: { index: number; start: string; end: string | null }[] = [];
  value.forEach((period: unknown, index) => {
    if (!isRecord(period)) return;
    const path = `${at}[${index}]`;
    const before = problems.length;
    dateProblems(period, path, 'startDate', 'endDate', problems);
    const { startDate, endDate } = period;
    if (problems.length > before || typeof startDate !== 'string' || !DATE.test(startDate)) return;
    if (endDate !== null && endDate !== undefined && (typeof endDate !== 'string' || !DATE.test(endDate)))
      return;
    periods.push({
      index,
      start: startDate.slice(0, 10),
      end: typeof endDate === 'string' ? endDate.slice(0, 10) : null,
    });
  });
  periods.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.index - b.index));
  for (let i = 1; i < periods.length; i++) {
    const previous = periods[i - 1];
    const period = periods[i];
    if (!previous || !period) continue;
    if (previous.end === null || previous.end >= period.start) {
      problems.push({
        path: `${at}[${period.index}].startDate`,
        message: `overlaps ${at.slice(at.lastIndexOf('.') + 1)}[${previous.index}] (${previous.start} to ${previous.end ?? 'open'}); both ends of a period are inclusive`,
      });
    }
  }
}

function ruleProblems(section: ArraySection | ObjectSection, item: JsonRecord, at: string) {
  const problems: Problem[] = [];
  switch (section) {
    case 'organization': {
      if (typeof item.timezone === 'string' && !isValidTimeZone(item.timezone)) {
        problems.push({
          path: `${at}.timezone`,
          message: `expected an IANA time zone, got "${item.timezone}"`,
        });
      }
      const siren = isRecord(item.identity) ? item.identity.siren : undefined;
      if (typeof siren === 'string' && /^\d{9}$/.test(siren) && !sirenValid(siren)) {
        problems.push({
          path: `${at}.identity.siren`,
          message: `${siren} fails the SIREN check digit (Luhn)`,
        });
      }
      break;
    }
    case 'establishments': {
      const siret = item.siret;
      if (typeof siret === 'string' && /^\d{14}$/.test(siret) && !siretValid(siret)) {
        problems.push({
          path: `${at}.siret`,
          message: `${siret} fails the SIRET check digit (Luhn; La Poste's: digits adding up to a multiple of 5)`,
        });
      }
      break;
    }
    case 'collaborators': {
      for (const field of ['birthDate', 'seniorityDate']) {
        const value = item[field];
        if (typeof value === 'string' && DATE.test(value) && !isCalendarDate(value.slice(0, 10))) {
          problems.push({ path: `${at}.${field}`, message: `${value} is not a calendar date` });
        }
      }
      if (item.managerId !== undefined && item.managerId === item.id) {
        problems.push({ path: `${at}.managerId`, message: 'a collaborator cannot be their own manager' });
      }
      const contracts: unknown[] = Array.isArray(item.contracts) ? item.contracts : [];
      const ids = new Set<unknown>();
      contracts.forEach((contract, i) => {
        if (!isRecord(contract)) return;
        const path = `${at}.contracts[${i}]`;
        dateProblems(contract, path, 'startDate', 'endDate', problems);
        calendarDateProblem(contract, path, 'plannedEndDate', problems);
        const id = contract.contractId;
        if (ids.has(id))
          problems.push({ path: `${path}.contractId`, message: `duplicate contract id ${id}` });
        if (typeof id === 'string') ids.add(id);
      });
      historyProblems(item.establishmentHistory, `${at}.establishmentHistory`, problems);
      break;
    }
    case 'absences': {
      const type = item.type;
      if (typeof type === 'string' && !ABSENCE_TYPE_SET.has(type) && !CUSTOM_ABSENCE_TYPE.test(type)) {
        problems.push({
          path: `${at}.type`,
          message: `expected ${ABSENCE_TYPE_EXPECTED}, got "${type}"`,
        });
      }
      dateProblems(item, at, 'startDate', 'endDate', problems);
      break;
    }
    case 'workLocations':
      dateProblems(item, at, 'startDate', 'endDate', problems);
      break;
    default:
      break;
  }
  if (typeof item.createdAt === 'string' && Number.isNaN(new Date(item.createdAt).getTime())) {
    problems.push({ path: `${at}.createdAt`, message: `${item.createdAt} is not a date-time` });
  }
  return problems;
}

/**
 * What is suspicious but not refused: a NIR or an IBAN whose check digits fail. They come from
 * real registries that have real exceptions (provisional NIRs, accounts migrated between banks),
 * so the import keeps them and says where. The message never repeats the value: both are
 * personal data.
 */
export function checkWarnings(section: ArraySection | ObjectSection, value: unknown, at: string): Problem[] {
  if (section !== 'collaborators' || !isRecord(value)) return [];
  const item = value;
  const warnings: Problem[] = [];
  const nir =
    typeof item.socialSecurityNumber === 'string' ? nirWarning(item.socialSecurityNumber) : undefined;
  if (nir !== undefined) warnings.push({ path: `${at}.socialSecurityNumber`, message: nir });
  const iban = isRecord(item.bankAccount) ? item.bankAccount.iban : undefined;
  if (typeof iban === 'string' && iban.trim() !== '' && !ibanValid(compactIdentifier(iban))) {
    warnings.push({
      path: `${at}.bankAccount.iban`,
      message: 'is not an IBAN with valid check digits (ISO 7064 MOD 97-10)',
    });
  }
  return warnings;
}
