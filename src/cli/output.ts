/** Everything the CLI prints goes through here, so `--json` always means one JSON object on stdout. */
export interface Output {
  json: boolean;
  /** The command's result: the JSON object with --json, else the human lines. */
  result(value: Record<string, unknown>, human: () => string[]): void;
  /** Progress and notices for a person; silent with --json. Written to stderr. */
  info(line: string): void;
}

export function output(json: boolean): Output {
  return {
    json,
    result(value, human) {
      process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${human().join('\n')}\n`);
    },
    info(line) {
      if (!json) process.stderr.write(`${line}\n`);
    },
  };
}

/** A mistake in how the command was called: exit code 2, like a bad option. */
export class UsageError extends Error {}

/** The command was well formed but could not be done (unknown organization, store refused): exit code 1. */
export class CommandError extends Error {}

export function table(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
