/**
 * A write waited for its turn on the store longer than the bound (HRAPI_WRITE_WAIT_MS): other
 * writes, in this process or another, held the write lock all that time. The API answers 503
 * `service_unavailable` with Retry-After; nothing of the write was done.
 */
export class StoreBusyError extends Error {
  readonly code = 'HRAPI_STORE_BUSY';
  constructor() {
    super('the store is busy with other writes');
    this.name = 'StoreBusyError';
  }
}
