import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../shared/countries.ts';
import { ID_PATTERN } from '../shared/ids.ts';
import {
  ABSENCE_TYPE_EXPECTED,
  NATURES_CONTRAT,
  REQUEST_STATUSES,
  TITLES,
  WORK_ARRANGEMENTS,
  WORKING_TIME_UNITS,
} from './enums.ts';

/**
 * The HR data document, one schema per section item: each array element is checked on its own as
 * it streams by. `x-expected` is what a problem message says the value should be.
 */
const expected = (text: string) => ({ 'x-expected': text });

const Nullable = <T extends TSchema>(schema: T, text: string) =>
  Type.Optional(Type.Union([schema, Type.Null()], expected(`${text} or null`)));

const Id = Type.String({ pattern: ID_PATTERN, ...expected('an id of 1 to 64 characters A-Z a-z 0-9 _ -') });
const Text = (max = 255) => Type.String({ minLength: 1, maxLength: max, ...expected(`a non-empty string`) });
const OptionalText = (max = 255) => Nullable(Type.String({ maxLength: max }), 'a string');
/** A calendar date; a full ISO date-time is accepted too and cut to its date. */
export const DATE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';
const CalendarDate = Type.String({ pattern: DATE_PATTERN, ...expected('YYYY-MM-DD') });
export const DATE_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$';
const DateTime = Type.String({
  pattern: DATE_TIME_PATTERN,
  ...expected('an ISO 8601 date-time with a time zone, e.g. 2026-06-01T09:00:00.000Z'),
});
const Flag = Type.Boolean(expected('true or false'));
// A pattern rather than a union of literals: the compiled check of 194 country codes stays one regex.
/** A string of a closed set: checked by its pattern, typed as the set's union. */
const enumOf = <T extends string>(values: readonly T[], text?: string) =>
  Type.Unsafe<T>(
    Type.String({ pattern: `^(${values.join('|')})$`, ...expected(text ?? `one of ${values.join(', ')}`) }),
  );
const Country = enumOf(COUNTRY_CODES, 'a lowercase ISO 3166 country code of the specification (e.g. fr)');
const Email = Type.String({
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  maxLength: 254,
  ...expected('an e-mail address'),
});
const strict = { additionalProperties: false } as const;

const Address = Type.Object(
  {
    street: OptionalText(),
    city: OptionalText(),
    zipCode: OptionalText(20),
    country: Nullable(Country, 'a lowercase ISO 3166 country code'),
  },
  strict,
);

export const OrganizationSection = Type.Object(
  {
    id: Type.Optional(Id),
    name: Text(),
    identity: Type.Optional(
      Type.Object(
        {
          siren: Nullable(Type.String({ pattern: '^\\d{9}$' }), '9 digits'),
          legalForm: OptionalText(100),
        },
        strict,
      ),
    ),
    timezone: Type.Optional(Type.String({ minLength: 1, ...expected('an IANA time zone') })),
  },
  strict,
);

/** The IDCC of a collective agreement: 4 characters, digits (the DSN also knows a few letter codes). */
const Idcc = Type.String({ pattern: '^[0-9A-Z]{4}$', ...expected('an IDCC of 4 characters (e.g. 1486)') });
const Quantity = Type.Number({ minimum: 0, ...expected('a number of 0 or more') });

const WorkingTimeItem = Type.Object(
  {
    unit: Nullable(enumOf(WORKING_TIME_UNITS), WORKING_TIME_UNITS.join(', ')),
    quota: Nullable(Quantity, 'a number of 0 or more'),
    referenceQuota: Nullable(Quantity, 'a number of 0 or more'),
    arrangement: Nullable(enumOf(WORK_ARRANGEMENTS), WORK_ARRANGEMENTS.join(', ')),
    partTimeRate: Nullable(Quantity, 'a number of 0 or more'),
  },
  { ...strict, ...expected('an object {unit, quota, referenceQuota, arrangement, partTimeRate}') },
);

const ClassificationItem = Type.Object(
  {
    position: OptionalText(100),
    level: OptionalText(100),
    step: OptionalText(100),
    coefficient: OptionalText(100),
  },
  { ...strict, ...expected('an object {position, level, step, coefficient}') },
);

/** One period of a collaborator's establishment history; both ends inclusive, `endDate` null while current. */
export const EstablishmentPeriodItem = Type.Object(
  {
    establishmentId: Id,
    startDate: CalendarDate,
    endDate: Nullable(CalendarDate, 'YYYY-MM-DD'),
  },
  strict,
);

export const EstablishmentItem = Type.Object(
  {
    id: Id,
    name: Text(),
    siret: Type.String({ pattern: '^\\d{14}$', ...expected('14 digits') }),
    isHeadOffice: Type.Optional(Flag),
    address: Type.Optional(Address),
    idcc: Nullable(Idcc, 'an IDCC of 4 characters (e.g. 1486)'),
  },
  strict,
);

export const TeamItem = Type.Object({ id: Id, name: Text() }, strict);

export const ContractItem = Type.Object(
  {
    contractId: Id,
    startDate: CalendarDate,
    endDate: Nullable(CalendarDate, 'YYYY-MM-DD'),
    natureContrat: enumOf(NATURES_CONTRAT),
    estCadre: Nullable(Flag, 'true or false'),
    jobTitle: OptionalText(),
    pcsEse: Nullable(
      Type.String({ pattern: '^[0-9]{3}[A-Za-z0-9]$', ...expected('a PCS-ESE code (e.g. 461d)') }),
      'a PCS-ESE code (e.g. 461d)',
    ),
    workingTime: Nullable(
      WorkingTimeItem,
      'an object {unit, quota, referenceQuota, arrangement, partTimeRate}',
    ),
    collectiveAgreement: Nullable(Idcc, 'an IDCC of 4 characters (e.g. 1486)'),
    classification: Nullable(ClassificationItem, 'an object {position, level, step, coefficient}'),
    plannedEndDate: Nullable(CalendarDate, 'YYYY-MM-DD'),
    trialPeriodDays: Nullable(
      Type.Integer({ minimum: 0, maximum: 3650, ...expected('a whole number of days') }),
      'a whole number of days',
    ),
    endReason: Nullable(
      Type.String({ pattern: '^[0-9]{3}$', ...expected("the DSN norm's 3-digit code (e.g. 059)") }),
      "the DSN norm's 3-digit code",
    ),
  },
  strict,
);

export const CollaboratorItem = Type.Object(
  {
    id: Id,
    establishmentId: Nullable(Id, 'an establishment id'),
    isProfileComplete: Type.Optional(Flag),
    personnelNumber: OptionalText(64),
    title: Nullable(enumOf(TITLES), 'mr, mrs'),
    firstName: Text(),
    lastName: Text(),
    email: Email,
    birthName: OptionalText(),
    secondaryEmail: Nullable(Email, 'an e-mail address'),
    phoneNumber: OptionalText(40),
    birthDate: Nullable(CalendarDate, 'YYYY-MM-DD'),
    birthCity: OptionalText(),
    countryOfBirth: Nullable(Country, 'a lowercase ISO 3166 country code'),
    nationality: Nullable(Country, 'a lowercase ISO 3166 country code'),
    address: Type.Optional(Address),
    seniorityDate: Nullable(CalendarDate, 'YYYY-MM-DD'),
    socialSecurityNumber: OptionalText(30),
    bankAccount: Type.Optional(Type.Object({ iban: OptionalText(34), bic: OptionalText(11) }, strict)),
    managerId: Nullable(Id, 'a collaborator id'),
    teamId: Nullable(Id, 'a team id'),
    contracts: Type.Optional(Type.Array(ContractItem, expected('an array of contracts'))),
    establishmentHistory: Type.Optional(
      Type.Array(EstablishmentPeriodItem, expected('an array of {establishmentId, startDate, endDate}')),
    ),
  },
  strict,
);

const RequestFields = {
  id: Id,
  collaboratorId: Id,
  status: enumOf(REQUEST_STATUSES),
  startDate: CalendarDate,
  endDate: CalendarDate,
  startHalfDay: Type.Optional(Flag),
  endHalfDay: Type.Optional(Flag),
  createdAt: Type.Optional(DateTime),
};

export const AbsenceItem = Type.Object(
  {
    ...RequestFields,
    type: Type.String({
      minLength: 1,
      ...expected(ABSENCE_TYPE_EXPECTED),
    }),
    dsnReason: Nullable(
      Type.String({ pattern: '^[0-9]{2,3}$', ...expected("the DSN norm's code (e.g. 01, 501)") }),
      "the DSN norm's code",
    ),
  },
  strict,
);

export const WorkLocationItem = Type.Object(
  { ...RequestFields, isRemoteWork: Flag, location: Text() },
  strict,
);

export const MealVoucherConfigurationSection = Type.Object(
  {
    voucherValue: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1000,
      ...expected('a number of euros above 0'),
    }),
    companyShare: Type.Number({ minimum: 0, maximum: 1, ...expected('a fraction between 0 and 1') }),
  },
  strict,
);

export type OrganizationInput = Static<typeof OrganizationSection>;
export type EstablishmentInput = Static<typeof EstablishmentItem>;
export type TeamInput = Static<typeof TeamItem>;
export type CollaboratorInput = Static<typeof CollaboratorItem>;
export type ContractInput = Static<typeof ContractItem>;
export type EstablishmentPeriodInput = Static<typeof EstablishmentPeriodItem>;
export type AbsenceInput = Static<typeof AbsenceItem>;
export type WorkLocationInput = Static<typeof WorkLocationItem>;
export type MealVoucherConfigurationInput = Static<typeof MealVoucherConfigurationSection>;

/** The document's top-level members: arrays stream element by element, objects come whole. */
export const ARRAY_SECTIONS = [
  'establishments',
  'teams',
  'collaborators',
  'absences',
  'workLocations',
] as const;
export type ArraySection = (typeof ARRAY_SECTIONS)[number];
export const OBJECT_SECTIONS = ['organization', 'mealVoucherConfiguration'] as const;
export type ObjectSection = (typeof OBJECT_SECTIONS)[number];
