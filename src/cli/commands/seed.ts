import type { Command } from 'commander';

export function registerSeedCommand(_program: Command): void {}
