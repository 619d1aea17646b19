import fs from 'node:fs';
import path from 'node:path';

/**
 * Creates a folder for private files (the embedded store, generated DSNs), each missing level
 * 0700, and checks it is a folder. The levels are made one at a time: Node's recursive `mkdirSync` loops for ever at 100 % CPU on a
 * path such as /proc/self/data, where mkdir answers ENOENT under a parent that exists. Here every
 * refusal surfaces as the system error it is (ENOENT, ENOTDIR, EACCES, …), for the start to name.
 */
export function makePrivateFolder(folder: string): void {
  const target = path.resolve(folder);
  const missing: string[] = [];
  for (let level = target; !fs.existsSync(level); level = path.dirname(level)) {
    missing.unshift(level);
    if (path.dirname(level) === level) break;
  }
  for (const level of missing) fs.mkdirSync(level, { mode: 0o700 });
  if (!fs.statSync(target).isDirectory()) {
    throw Object.assign(new Error(`ENOTDIR: not a directory, '${target}'`), { code: 'ENOTDIR' });
  }
}
