import fs from 'node:fs';
import type { Command } from 'commander';
import { eraseCollaborator } from '../../collaborators/collaborator-erasure.ts';
import { CLI_ACTOR } from '../../db/audit.ts';
import { exportPersonalFile } from '../../privacy/personal-file.ts';
import { scrubErasedValues } from '../../privacy/scrub.ts';
import { isValidId } from '../../shared/ids.ts';
import { requireOrganization, withStore } from '../context.ts';
import { CommandError, output, UsageError } from '../output.ts';

export function registerCollaboratorCommands(program: Command): void {
  const collaborators = program.command('collaborators').description('collaborators of an organization');

  collaborators
    .command('erase')
    .description(
      'erase a collaborator and everything attached (contracts, absences, work locations, affiliations): the right to erasure',
    )
    .requiredOption('--org <id>', 'organization id')
    .argument('<collaboratorId>', 'the collaborator to erase')
    .option('--json', 'print one JSON object')
    .action(async (collaboratorId: string, options: { org: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      for (const [name, value] of [
        ['--org', options.org],
        ['the collaborator id', collaboratorId],
      ] as const) {
        if (!isValidId(value)) {
          throw new UsageError(`${name} must be at most 64 characters of A-Z, a-z, 0-9, _ and -`);
        }
      }
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        const erased = await eraseCollaborator(
          store.db,
          store.engine,
          options.org,
          collaboratorId,
          CLI_ACTOR,
        );
        if (!erased) {
          throw new CommandError(
            `no collaborator with id "${collaboratorId}" in organization "${options.org}"`,
          );
        }
        const scrub = await scrubErasedValues(store);
        if (!scrub.complete)
          out.info('the SQLite WAL was busy: it is emptied at the next erasure or checkpoint');
        out.result({ organizationId: options.org, collaboratorId, erased }, () => [
          `erased collaborator ${collaboratorId} of organization ${options.org}: ${erased.contracts} contract(s), ${erased.absences} absence(s), ${erased.workLocations} work location(s), ${erased.affiliations} affiliation(s); ${erased.managedCollaborators} collaborator(s) no longer have a manager`,
        ]);
      });
    });

  collaborators
    .command('export')
    .description(
      "write a person's own file: everything the store holds about them, as one JSON document (GDPR art. 15 and 20)",
    )
    .requiredOption('--org <id>', 'organization id')
    .requiredOption(
      '--out <file>',
      'the file to write (created 0600, never overwritten): it holds the NIR and IBAN',
    )
    .argument('<collaboratorId>', 'the collaborator whose file it is')
    .option('--json', 'print one JSON object')
    .action(async (collaboratorId: string, options: { org: string; out: string; json?: boolean }) => {
      const out = output(Boolean(options.json));
      if (!isValidId(collaboratorId)) {
        throw new UsageError('the collaborator id must be at most 64 characters of A-Z, a-z, 0-9, _ and -');
      }
      await withStore(async (store) => {
        await requireOrganization(store, options.org);
        const file = await exportPersonalFile(store.db, options.org, collaboratorId, CLI_ACTOR);
        if (!file) {
          throw new CommandError(
            `no collaborator with id "${collaboratorId}" in organization "${options.org}"`,
          );
        }
        try {
          fs.writeFileSync(options.out, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
        } catch (error) {
          throw new CommandError(`cannot write ${options.out}: ${(error as Error).message}`);
        }
        out.result({ organizationId: options.org, collaboratorId, file: options.out }, () => [
          `wrote the file of collaborator ${collaboratorId} to ${options.out} (0600); the export is in the audit log`,
        ]);
      });
    });
}
