import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

const require = createRequire(import.meta.url);
/** ioredis, loaded when a Redis store is made: a start without REDIS_URL does not pay its import. */
export const redisClass = (): typeof Redis => (require('ioredis') as typeof import('ioredis')).Redis;
