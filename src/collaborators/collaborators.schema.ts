import { type Static, Type } from '@sinclair/typebox';
import { NATURES_CONTRAT, TITLES, WORK_ARRANGEMENTS, WORKING_TIME_UNITS } from '../hr-data/enums.ts';
import { CountryCode } from '../schema/country.ts';
import { Gated } from '../schema/gated.ts';
import { component, Nullable, StringEnum } from '../schema/kit.ts';
import { Paginated, PaginationQuery } from '../schema/pagination.ts';
import { EstablishmentQuery, IdsQuery } from '../schema/params.ts';

/** A calendar date rendered as a date-time at UTC midnight (docs/api.md). */
const DateTime = Type.String({ format: 'date-time' });

export const EMPLOYMENT_STATUSES = ['past', 'active', 'future'] as const;
export const EmploymentStatusSchema = component(
  'EmploymentStatus',
  StringEnum(EMPLOYMENT_STATUSES, {
    description:
      'Relative to today in the organization’s time zone: active (a contract covers today), future (only upcoming contracts), past (anything else).',
  }),
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
  birthName: Gated(
    'birthName',
    Nullable(Type.String()),
    'null when the HR data does not give it (the specification types it as a string; see docs/api.md).',
  ),
  secondaryEmail: Gated('secondaryEmail', Nullable(Type.String({ format: 'email' }))),
  phoneNumber: Gated('phoneNumber', Nullable(Type.String())),
  birthDate: Gated('birthDate', Nullable(DateTime)),
  birthCity: Gated('birthCity', Nullable(Type.String())),
  nationality: Gated('nationality', Nullable(CountryCode)),
  address: Gated('address', Address),
  seniorityDate: Gated('seniorityDate', Nullable(DateTime)),
  bankAccount: Gated(
    'bankAccount',
    Type.Object({ iban: Nullable(Type.String()), bic: Nullable(Type.String()) }),
    'Both keys are always present.',
  ),
  manager: Gated('manager', Nullable(Type.Object({ collaboratorId: Type.String() }))),
  // Absent for a collaborator without a team: the specification types `team` as a non-nullable object.
  team: Gated(
    'team',
    Type.Object({ id: Type.String(), name: Type.String() }),
    'Absent for a collaborator without a team.',
  ),
};

export const WorkingTime = component(
  'WorkingTime',
  Type.Object(
    {
      unit: Nullable(StringEnum(WORKING_TIME_UNITS)),
      quota: Nullable(
        Type.Number({ description: 'The contract’s quota, in units (e.g. 121.33 hours a month).' }),
      ),
      referenceQuota: Nullable(
        Type.Number({ description: 'The full-time quota of the company in the same unit (e.g. 151.67).' }),
      ),
      arrangement: Nullable(StringEnum(WORK_ARRANGEMENTS)),
      partTimeRate: Nullable(Type.Number({ description: 'A percentage, when the payroll declares one.' })),
    },
    { description: 'How much the contract works; every member null when unknown.' },
  ),
);

export const Classification = component(
  'Classification',
  Type.Object(
    {
      position: Nullable(Type.String()),
      level: Nullable(Type.String()),
      step: Nullable(Type.String()),
      coefficient: Nullable(Type.String()),
    },
    { description: 'Where the job sits in the collective agreement’s grid.' },
  ),
);

/**
 * Beyond v1 (issue 18), served with the contract; each null when the HR data does not say. The
 * planned end is a date-time at UTC midnight like the contract's own dates.
 */
const contractDetails = {
  jobTitle: Nullable(Type.String()),
  pcsEse: Nullable(Type.String({ description: 'The PCS-ESE code of the job (INSEE), e.g. 388a.' })),
  workingTime: Nullable(WorkingTime),
  collectiveAgreement: Nullable(
    Type.String({ description: 'The IDCC of the collective agreement, 4 characters, e.g. 1486.' }),
  ),
  classification: Nullable(Classification),
  plannedEndDate: Nullable(
    Type.String({
      format: 'date-time',
      description: 'The planned end of a fixed-term contract; not an end (endDate says when it ended).',
    }),
  ),
  trialPeriodDays: Nullable(Type.Integer({ minimum: 0 })),
  endReason: Nullable(
    Type.String({
      description: 'Why the contract ended: the DSN norm’s 3-digit code (e.g. 059 resignation).',
    }),
  ),
  // Beyond v1.11.0 (issue 44): what only a monthly DSN declares, the norm's own codes.
  conventionalStatus: Nullable(
    Type.String({
      description:
        'The employee’s conventional status (DSN S21.G00.40.002, e.g. 04 cadre, 06 employé, 07 ouvrier).',
    }),
  ),
  localScheme: Nullable(
    Type.String({
      description:
        'The complement to the basic scheme (DSN S21.G00.40.016): 01 Alsace-Moselle local scheme, 02 CAMIEG, 03 both, 99 none.',
    }),
  ),
  recourseReason: Nullable(
    Type.String({
      description:
        'Why a fixed-term or temporary contract (DSN S21.G00.40.021, e.g. 01 replacing an employee, 02 temporary increase of activity).',
    }),
  ),
};

export const NatureContrat = component('NatureContrat', StringEnum(NATURES_CONTRAT));

export const ContractEntry = component(
  'ContractEntry',
  Type.Object({
    contractId: Type.String(),
    startDate: DateTime,
    endDate: Nullable(DateTime),
    // Beyond v1.11.0 (issue 44), as `currentContract` has them: an ended contract keeps its nature.
    natureContrat: NatureContrat,
    estCadre: Nullable(Type.Boolean()),
    ...contractDetails,
  }),
);

export const CurrentContract = component(
  'CurrentContract',
  Type.Object({
    id: Type.String(),
    startDate: DateTime,
    natureContrat: NatureContrat,
    estCadre: Nullable(Type.Boolean()),
    ...contractDetails,
  }),
);

export const Collaborator = component(
  'Collaborator',
  Type.Object({
    ...base,
    ...details,
    socialSecurityNumber: Gated('socialSecurityNumber', Nullable(Type.String())),
    temporaryNumber: Gated(
      'socialSecurityNumber',
      Nullable(Type.String()),
      'The DSN’s temporary number (S21.G00.30.020, numéro technique temporaire) of a person the payroll has no NIR for: their identifier until the NIR comes. Beyond v1.11.0; shown and withheld with the social-security number.',
    ),
    countryOfBirth: Gated('countryOfBirth', Nullable(CountryCode)),
    contracts: Gated('contracts', Type.Array(ContractEntry), 'Sorted by start date; not paginated.'),
  }),
);

export const CollaboratorListItem = component(
  'CollaboratorListItem',
  Type.Object({
    ...base,
    ...details,
    ssn: Gated('socialSecurityNumber', Nullable(Type.String())),
    temporaryNumber: Gated(
      'socialSecurityNumber',
      Nullable(Type.String()),
      'The DSN’s temporary number (S21.G00.30.020, numéro technique temporaire) of a person the payroll has no NIR for: their identifier until the NIR comes. Beyond v1.11.0; shown and withheld with the social-security number.',
    ),
    currentContract: Gated(
      'contracts',
      CurrentContract,
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
    ...IdsQuery(MAX_IDS, 'collaborators'),
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
