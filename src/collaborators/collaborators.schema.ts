import { type Static, Type } from '@sinclair/typebox';
import { COUNTRY_CODES, NATURES_CONTRAT, TITLES } from '../hr-data/enums.ts';
import { Paginated, PaginationQuery } from '../http/pagination.ts';
import { EstablishmentQuery } from '../http/params.ts';
import { component, Nullable, Scoped, StringEnum } from '../http/schema-kit.ts';

const DETAILS = 'org:employee:details:read';
const CONTRACTS = 'org:contract:details:read';

/** A calendar date rendered as a date-time at UTC midnight (DECISIONS.md). */
const DateTime = Type.String({ format: 'date-time' });

export const EMPLOYMENT_STATUSES = ['past', 'active', 'future'] as const;
export const EmploymentStatusSchema = component(
  'EmploymentStatus',
  StringEnum(EMPLOYMENT_STATUSES, {
    description:
      'Relative to today in the organization’s time zone: active (a contract covers today), future (only upcoming contracts), past (anything else).',
  }),
);

export const CountryCode = component(
  'CountryCode',
  StringEnum(COUNTRY_CODES, { description: 'A lowercase ISO 3166 two-letter code.' }),
);

export const Address = component(
  'Address',
  Type.Object({
    street: Nullable(Type.String()),
    city: Nullable(Type.String()),
    zipCode: Nullable(Type.String()),
    country: Nullable(CountryCode),
  }),
);

const base = {
  id: Type.String(),
  status: EmploymentStatusSchema,
  isProfileComplete: Type.Boolean(),
  personnelNumber: Nullable(Type.String()),
  title: Nullable(StringEnum(TITLES)),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String({ format: 'email' }),
};

const details = {
  birthName: Scoped(
    Nullable(Type.String()),
    DETAILS,
    'null when the HR data does not give it (the specification types it as a string; see docs/api.md).',
  ),
  secondaryEmail: Scoped(Nullable(Type.String({ format: 'email' })), DETAILS),
  phoneNumber: Scoped(Nullable(Type.String()), DETAILS),
  birthDate: Scoped(Nullable(DateTime), DETAILS),
  birthCity: Scoped(Nullable(Type.String()), DETAILS),
  nationality: Scoped(Nullable(CountryCode), DETAILS),
  address: Scoped(Address, DETAILS),
  seniorityDate: Scoped(Nullable(DateTime), DETAILS),
  bankAccount: Scoped(
    Type.Object({ iban: Nullable(Type.String()), bic: Nullable(Type.String()) }),
    DETAILS,
    'Both keys are always present.',
  ),
  manager: Scoped(Nullable(Type.Object({ collaboratorId: Type.String() })), DETAILS),
  // Absent for a collaborator without a team: the specification types `team` as a non-nullable object.
  team: Scoped(
    Type.Object({ id: Type.String(), name: Type.String() }),
    DETAILS,
    'Absent for a collaborator without a team.',
  ),
};

export const ContractEntry = component(
  'ContractEntry',
  Type.Object({
    contractId: Type.String(),
    startDate: DateTime,
    endDate: Nullable(DateTime),
  }),
);

export const NatureContrat = component('NatureContrat', StringEnum(NATURES_CONTRAT));

export const CurrentContract = component(
  'CurrentContract',
  Type.Object({
    id: Type.String(),
    startDate: DateTime,
    natureContrat: NatureContrat,
    estCadre: Nullable(Type.Boolean()),
  }),
);

export const Collaborator = component(
  'Collaborator',
  Type.Object({
    ...base,
    ...details,
    socialSecurityNumber: Scoped(Nullable(Type.String()), DETAILS),
    countryOfBirth: Scoped(Nullable(CountryCode), DETAILS),
    contracts: Scoped(Type.Array(ContractEntry), CONTRACTS, 'Sorted by start date; not paginated.'),
  }),
);

export const CollaboratorListItem = component(
  'CollaboratorListItem',
  Type.Object({
    ...base,
    ...details,
    ssn: Scoped(Nullable(Type.String()), DETAILS),
    currentContract: Scoped(
      CurrentContract,
      CONTRACTS,
      'The contract covering today, else the next upcoming one, else the latest past one; absent for a collaborator without contracts.',
    ),
  }),
);

/** The most collaborator ids one list request may name. */
export const MAX_IDS = 100;

export const CollaboratorPage = component('CollaboratorPage', Paginated(CollaboratorListItem));

export const CollaboratorListQuery = Type.Object(
  {
    ...PaginationQuery,
    ...EstablishmentQuery,
    ids: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$',
        maxLength: MAX_IDS * 65,
        'x-expected': `up to ${MAX_IDS} collaborator ids separated by commas`,
        description: `Only these collaborators: up to ${MAX_IDS} ids, comma-separated. An unknown id is simply not in the answer. Combines with the other filters; how a client re-reads, in this shape, the collaborators the change feed names.`,
      }),
    ),
    status: Type.Optional(
      StringEnum(EMPLOYMENT_STATUSES, {
        description: 'Employment status relative to today in the organization’s time zone.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const CollaboratorQuery = Type.Object({ ...EstablishmentQuery }, { additionalProperties: false });

export type CollaboratorListItem = Static<typeof CollaboratorListItem>;
export type Collaborator = Static<typeof Collaborator>;
export type CollaboratorListQuery = Static<typeof CollaboratorListQuery>;
