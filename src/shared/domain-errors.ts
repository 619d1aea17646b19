/**
 * What domain and query code raise when a request cannot be served: a thing that is not there
 * (for this organization), or a request refused with the path of each problem. They know nothing
 * of HTTP; the HTTP edge alone turns them into status codes and the error body.
 */

/** Where a problem was found in the request, and what is wrong there. */
export interface Problem {
  in: 'query' | 'path' | 'body' | 'header';
  /** The parameter, or the JSON path in the body. */
  name: string;
  message: string;
}

/** A resource that does not exist, or belongs to another organization (both look the same). */
export class NotFound extends Error {
  constructor(readonly what: string) {
    super(`${what} not found`);
    this.name = 'NotFound';
  }
}

/** A request refused as a whole, nothing written; `problems` names each place. */
export class Refused extends Error {
  constructor(
    readonly detail: string,
    readonly problems: Problem[],
  ) {
    super(detail);
    this.name = 'Refused';
  }

  /** A refusal of the request's parameters (query or path) rather than of its body. */
  get ofParameters(): boolean {
    return this.problems.length > 0 && this.problems.every((p) => p.in === 'query' || p.in === 'path');
  }
}

/**
 * A record that the write's own rules refuse as a whole, nothing written: dates that do not exist,
 * an end before its start, a reference to a collaborator, establishment or team the organization
 * does not have. `problems` names each place by its JSON path in the body.
 */
export class InvalidRecord extends Error {
  constructor(
    readonly detail: string,
    readonly problems: Problem[],
  ) {
    super(detail);
    this.name = 'InvalidRecord';
  }
}

/**
 * A write that contradicts the state of what it writes: a request already decided, an absence
 * overlapping another of the same person, a value the last DSN declared. Nothing written.
 */
export class Conflict extends Error {
  constructor(
    readonly detail: string,
    readonly problems: Problem[] = [],
  ) {
    super(detail);
    this.name = 'Conflict';
  }
}

/** An `If-Match` that no longer names the record as it is: someone wrote it since. Nothing written. */
export class PreconditionFailed extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'PreconditionFailed';
  }
}

/** Fields of the body the caller may not read, so may not write either; `scopes` would allow them. */
export class ForbiddenFields extends Error {
  constructor(
    readonly detail: string,
    readonly problems: Problem[],
  ) {
    super(detail);
    this.name = 'ForbiddenFields';
  }
}

export const notFound = (what: string) => new NotFound(what);
