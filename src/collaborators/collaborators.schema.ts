import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { PaginationQuery } from '../http/pagination.ts';
import { EstablishmentQuery } from '../http/params.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Present only when the key holds the scope that grants it; never rendered as null instead. */
const Scoped = <T extends TSchema>(schema: T, scope: string) =>
  Type.Optional({ ...schema, description: `Needs ${scope}.` } as T);

const DETAILS = 'org:employee:details:read';
const CONTRACTS = 'org:contract:details:read';

/** A calendar date rendered as a date-time at UTC midnight (DECISIONS.md). */
const DateTime = Type.String({ format: 'date-time' });

export const EmploymentStatusSchema = Type.Union([
  Type.Literal('past'),
  Type.Literal('active'),
  Type.Literal('future'),
]);

export const Address = Type.Object({
  street: Nullable(Type.String()),
  city: Nullable(Type.String()),
  zipCode: Nullable(Type.String()),
  country: Nullable(Type.String()),
});

const base = {
  id: Type.String(),
  status: EmploymentStatusSchema,
  isProfileComplete: Type.Boolean(),
  personnelNumber: Nullable(Type.String()),
  title: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
};

const details = {
  birthName: Scoped(Nullable(Type.String()), DETAILS),
  secondaryEmail: Scoped(Nullable(Type.String()), DETAILS),
  phoneNumber: Scoped(Nullable(Type.String()), DETAILS),
  birthDate: Scoped(Nullable(DateTime), DETAILS),
  birthCity: Scoped(Nullable(Type.String()), DETAILS),
  nationality: Scoped(Nullable(Type.String()), DETAILS),
  address: Scoped(Address, DETAILS),
  seniorityDate: Scoped(Nullable(DateTime), DETAILS),
  bankAccount: Scoped(Type.Object({ iban: Nullable(Type.String()), bic: Nullable(Type.String()) }), DETAILS),
  manager: Scoped(Nullable(Type.Object({ collaboratorId: Type.String() })), DETAILS),
  // Absent for a collaborator without a team: the specification types `team` as a non-nullable object.
  team: Scoped(Type.Object({ id: Type.String(), name: Type.String() }), DETAILS),
};

export const ContractEntry = Type.Object({
  contractId: Type.String(),
  startDate: DateTime,
  endDate: Nullable(DateTime),
});

export const CurrentContract = Type.Object({
  id: Type.String(),
  startDate: DateTime,
  natureContrat: Type.String(),
  estCadre: Nullable(Type.Boolean()),
});

export const Collaborator = Type.Object({
  ...base,
  ...details,
  socialSecurityNumber: Scoped(Nullable(Type.String()), DETAILS),
  countryOfBirth: Scoped(Nullable(Type.String()), DETAILS),
  contracts: Scoped(Type.Array(ContractEntry), CONTRACTS),
});

export const CollaboratorListItem = Type.Object({
  ...base,
  ...details,
  ssn: Scoped(Nullable(Type.String()), DETAILS),
  // Absent for a collaborator without any contract, like `team`.
  currentContract: Scoped(CurrentContract, CONTRACTS),
});

export const CollaboratorListQuery = Type.Object(
  {
    ...PaginationQuery,
    ...EstablishmentQuery,
    status: Type.Optional(
      Type.Union([Type.Literal('past'), Type.Literal('active'), Type.Literal('future')], {
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
