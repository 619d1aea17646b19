import type { HttpImport } from '../imports/imports.schema.ts';
import type { OperationExamples } from '../schema/examples.ts';
import { EXAMPLES_SEED } from './seed.ts';

const upserts = (created: number, updated = 0, unchanged = 0) => ({ created, updated, unchanged });

/** The imports' examples: a document just queued, a DSN import that ended with its counts. */
export function importExamples(organization: unknown): Record<string, OperationExamples> {
  const organizationId = EXAMPLES_SEED.organizationId;
  const queued: HttpImport = {
    id: '019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e01',
    organizationId,
    kind: 'document',
    status: 'queued',
    dryRun: false,
    replace: false,
    createdAt: '2026-05-04T09:30:00.000Z',
    startedAt: null,
    finishedAt: null,
    progress: { phase: 'queued', bytesRead: 0, byteCount: 1_948_213 },
    counts: null,
    totalProblems: 0,
    problems: [],
    totalWarnings: 0,
    warnings: [],
  };
  const succeeded: HttpImport = {
    ...queued,
    status: 'succeeded',
    startedAt: '2026-05-04T09:30:00.120Z',
    finishedAt: '2026-05-04T09:30:02.410Z',
    progress: { phase: 'done', bytesRead: 1_948_213, byteCount: 1_948_213 },
    counts: {
      organization: 'unchanged',
      establishments: upserts(0, 0, 2),
      teams: upserts(0, 0, 4),
      collaborators: upserts(3, 12, 985),
      contracts: upserts(3, 1, 1_120),
      establishmentHistory: upserts(0, 0, 0),
      absences: upserts(40, 2, 1_310),
      workLocations: upserts(25, 0, 600),
      mealVoucherConfiguration: 'unchanged',
    },
    totalWarnings: 1,
    warnings: [
      {
        path: 'collaborators[17].socialSecurityNumber',
        message: 'is not a NIR with a valid key (97 − first 13 digits mod 97, Corsica 2A/2B as 19/18)',
      },
    ],
  };
  const dsn: HttpImport = {
    ...queued,
    id: '019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e02',
    kind: 'dsn',
    status: 'failed',
    startedAt: '2026-05-04T09:31:00.050Z',
    finishedAt: '2026-05-04T09:31:00.300Z',
    progress: { phase: 'done', bytesRead: 48_120, byteCount: 48_120 },
    totalProblems: 1,
    problems: [
      {
        path: 'line 212 (S21.G00.60.002)',
        message: 'expected a date DDMMYYYY that is a real day',
        line: 212,
        rubrique: 'S21.G00.60.002',
      },
    ],
  };
  return {
    // Importing the seeded organization's own section again changes nothing.
    importHrDataDocument: { request: { organization }, response: queued },
    importDsn: {
      response: {
        ...dsn,
        status: 'queued',
        startedAt: null,
        finishedAt: null,
        problems: [],
        totalProblems: 0,
        progress: { phase: 'queued', bytesRead: 0, byteCount: 48_120 },
      },
    },
    getImport: { response: succeeded },
  };
}
