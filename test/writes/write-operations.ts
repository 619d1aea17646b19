/**
 * The write operations of openapi.json, derived from the document itself: every operation whose
 * method is not GET, as `METHOD /path`. The suite holds one exercise per entry, so a write added
 * to the document without an exercise fails it.
 */
import fs from 'node:fs';
import { OPENAPI_FILE } from '../../scripts/openapi.ts';
import type { World } from './world.ts';

export type WriteExercise = (world: World) => Promise<void>;
export type WriteExercises = Record<string, WriteExercise>;

const METHODS = ['post', 'put', 'patch', 'delete'] as const;

export function documentedWrites(documentText = fs.readFileSync(OPENAPI_FILE, 'utf8')): string[] {
  const document = JSON.parse(documentText) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method] !== undefined).map(
        (method) => `${method.toUpperCase()} ${path}`,
      ),
    )
    .sort();
}
