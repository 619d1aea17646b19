import type { Command } from 'commander';
import type { Config } from '../../config.ts';
import type { Store } from '../../db/store.ts';
import { requireOrganization, withStore } from '../context.ts';
import { output, UsageError } from '../output.ts';

/** What a `create` command made: the record to print, its one-time secret and the human summary. */
export interface Created {
  record: Record<string, unknown>;
  secret: string;
  summary: string[];
}

export interface SecretCreateSpec<O> {
  description: string;
  /** Declares the command's own options (--org and --json are added here). */
  options: (command: Command) => Command;
  create: (store: Store, config: Config, options: O & { org: string }) => Promise<Created>;
  /** The domain's refusal of the request (bad scopes, bad URL…): printed as a usage error. */
  isRequestError: (error: unknown) => error is Error;
  /** What the secret is, for the closing notice: "secret", "signing secret". */
  secretName: string;
}

/**
 * `keys create` and `webhooks create` share one shape: an organization, a record created with a
 * secret printed once, a refusal turned into a usage error. This is that shape, once.
 */
export function secretCreateCommand<O>(parent: Command, spec: SecretCreateSpec<O>): Command {
  const command = parent
    .command('create')
    .description(spec.description)
    .requiredOption('--org <id>', 'organization id');
  spec.options(command).option('--json', 'print one JSON object');
  return command.action(async (options: O & { org: string; json?: boolean }) => {
    const out = output(Boolean(options.json));
    await withStore(async (store, config) => {
      await requireOrganization(store, options.org);
      try {
        const { record, secret, summary } = await spec.create(store, config, options);
        out.result({ ...record, secret }, () => [
          ...summary,
          '',
          `  ${secret}`,
          '',
          `This ${spec.secretName} is shown once and cannot be read again: store it now.`,
        ]);
      } catch (error) {
        if (spec.isRequestError(error)) throw new UsageError(error.message);
        throw error;
      }
    });
  });
}
