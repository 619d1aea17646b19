export type CircuitState = 'closed' | 'open' | 'half_open';

export interface CircuitOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit skips the dependency before one request probes it. */
  coolDownMs: number;
}

/**
 * A circuit breaker around a dependency the API can do without (Redis for shared rate limits).
 * Closed: every call goes through. After `failureThreshold` consecutive failures it opens: calls
 * skip the dependency at once. After `coolDownMs` one call probes it (half-open) while the others
 * keep skipping; the probe's success closes the circuit, its failure opens it for another cool-down.
 */
export class Circuit {
  private current: CircuitState = 'closed';
  private failures = 0;
  private openedAt = 0;

  constructor(
    private readonly options: CircuitOptions,
    private readonly onChange: (state: CircuitState) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    return this.current;
  }

  /** Whether this call may use the dependency; when it returns true, report the outcome. */
  tryCall(): boolean {
    if (this.current === 'closed') return true;
    if (this.current === 'open' && this.now() - this.openedAt >= this.options.coolDownMs) {
      this.move('half_open');
      return true;
    }
    return false;
  }

  succeeded(): void {
    this.failures = 0;
    if (this.current !== 'closed') this.move('closed');
  }

  failed(): void {
    this.failures += 1;
    if (
      this.current === 'half_open' ||
      (this.current === 'closed' && this.failures >= this.options.failureThreshold)
    ) {
      this.openedAt = this.now();
      this.move('open');
    }
  }

  private move(state: CircuitState): void {
    this.current = state;
    this.onChange(state);
  }
}
