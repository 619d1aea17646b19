import { type Static, Type } from '@sinclair/typebox';
import { component, Nullable, OneOf, StringEnum } from '../schema/kit.ts';
import { Id } from '../schema/params.ts';

export const IMPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const IMPORT_PHASES = ['queued', 'validating', 'writing', 'done'] as const;
export type ImportProgressPhase = (typeof IMPORT_PHASES)[number];

export const ImportParams = Type.Object({
  organizationId: Id('The organization id, from the administration page.'),
  importId: Type.String({
    pattern: '^[0-9a-f-]{36}$',
    'x-expected': 'an import id (a UUID)',
    description: 'The id the POST answered (also the last segment of its `Location`).',
  }),
});

const flag = (description: string) => Type.Optional(Type.Boolean({ default: false, description }));

export const DocumentImportQuery = Type.Object(
  {
    replace: flag(
      'Delete the contracts, absences and work locations the document no longer lists (as `hrapi import --replace`).',
    ),
    dryRun: flag('Validate the whole document and report its problems and warnings; write nothing.'),
  },
  { additionalProperties: false },
);

export const DsnImportQuery = Type.Object(
  {
    dryRun: flag(
      'Read, check and plan the file against the store; write nothing (as `hrapi dsn import --dry-run`).',
    ),
  },
  { additionalProperties: false },
);

/** A problem or a warning: a JSON path in a document, a line and rubrique in a DSN; never a value. */
const ImportProblem = component(
  'ImportProblem',
  Type.Object({
    path: Type.String({
      description:
        'Where: the JSON path in the document (`collaborators[3].birthDate`), or `line 12 (S21.G00.30.001)` in a DSN; empty for the whole body.',
    }),
    message: Type.String(),
    line: Type.Optional(
      Type.Integer({ minimum: 1, description: 'DSN only: the line of the file (1-based).' }),
    ),
    rubrique: Type.Optional(Type.String({ description: 'DSN only: the rubrique, e.g. `S21.G00.30.001`.' })),
  }),
);
export type ImportProblem = Static<typeof ImportProblem>;

const Upserts = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  deleted: Type.Optional(Type.Integer({ minimum: 0, description: 'With `replace=true` only.' })),
});
const Done = StringEnum(['created', 'updated', 'unchanged'] as const);

const DocumentCounts = Type.Object(
  {
    organization: Done,
    establishments: Upserts,
    teams: Upserts,
    collaborators: Upserts,
    contracts: Upserts,
    establishmentHistory: Upserts,
    absences: Upserts,
    workLocations: Upserts,
    mealVoucherConfiguration: StringEnum(['created', 'updated', 'unchanged', 'absent'] as const),
  },
  { title: 'DocumentImportCounts', description: 'What an HR data document import wrote, per section.' },
);

const Planned = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  removed: Type.Integer({ minimum: 0 }),
});
const DsnCounts = Type.Object(
  {
    establishment: Planned,
    collaborator: Planned,
    contract: Planned,
    absence: Planned,
    affiliation: Planned,
  },
  {
    title: 'DsnImportCounts',
    description: 'What a DSN import wrote (or, in a dry run, would write), per resource.',
  },
);

export const HttpImport = component(
  'Import',
  Type.Object({
    id: Type.String({ description: 'The import id.' }),
    organizationId: Type.String(),
    kind: StringEnum(['document', 'dsn'] as const, {
      description: '`document`: an HR data document (docs/hr-data.md); `dsn`: a monthly DSN (docs/dsn.md).',
    }),
    status: StringEnum(IMPORT_STATUSES, {
      description:
        '`queued` (waiting for its turn: one import at a time per organization), `running`, `succeeded` (written, or checked for a dry run) or `failed` (refused with its `problems`, nothing written).',
    }),
    dryRun: Type.Boolean(),
    replace: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    startedAt: Nullable(Type.String({ format: 'date-time' })),
    finishedAt: Nullable(Type.String({ format: 'date-time' })),
    progress: Type.Object({
      phase: StringEnum(IMPORT_PHASES, {
        description:
          '`validating` reads the whole body and checks it; `writing` writes it in one transaction; `done` once it ended.',
      }),
      bytesRead: Type.Integer({ minimum: 0, description: 'Bytes of the body read in this phase.' }),
      byteCount: Type.Integer({ minimum: 0, description: 'The size of the body.' }),
    }),
    counts: Nullable(OneOf([DocumentCounts, DsnCounts]), {
      description:
        'Once succeeded: what was written (for a DSN dry run, what would be); null otherwise, and for a document dry run.',
    }),
    months: Type.Optional(Type.Array(Type.String(), { description: 'DSN: the months declared (YYYY-MM).' })),
    norms: Type.Optional(
      Type.Array(Type.String(), { description: 'DSN: the norm versions the file declared.' }),
    ),
    totalProblems: Type.Integer({ minimum: 0 }),
    problems: Type.Array(ImportProblem, {
      description:
        'Why the import failed, all at once (at most 1000 listed; `totalProblems` counts them all).',
    }),
    totalWarnings: Type.Integer({ minimum: 0 }),
    warnings: Type.Array(ImportProblem, {
      description: 'Imported, but worth a look (at most 1000 listed; `totalWarnings` counts them all).',
    }),
  }),
);
export type HttpImport = Static<typeof HttpImport>;
