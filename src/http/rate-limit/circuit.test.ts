import { describe, expect, it } from 'vitest';
import { Circuit, type CircuitState } from './circuit.ts';

function circuitAt(clock: { now: number }) {
  const changes: CircuitState[] = [];
  const circuit = new Circuit(
    { failureThreshold: 3, coolDownMs: 1_000 },
    (state) => changes.push(state),
    () => clock.now,
  );
  return { circuit, changes };
}

describe('the Redis circuit breaker', () => {
  it('stays closed below the threshold of consecutive failures, and a success resets the count', () => {
    const { circuit, changes } = circuitAt({ now: 0 });
    circuit.failed();
    circuit.failed();
    circuit.succeeded();
    circuit.failed();
    circuit.failed();
    expect(circuit.state).toBe('closed');
    expect(circuit.tryCall()).toBe(true);
    expect(changes).toEqual([]);
  });

  it('opens after the threshold and skips the dependency until the cool-down ends', () => {
    const clock = { now: 0 };
    const { circuit, changes } = circuitAt(clock);
    for (let i = 0; i < 3; i++) circuit.failed();
    expect(circuit.state).toBe('open');
    clock.now = 999;
    expect(circuit.tryCall()).toBe(false);
    expect(changes).toEqual(['open']);
  });

  it('lets exactly one call probe after the cool-down, and closes when it succeeds', () => {
    const clock = { now: 0 };
    const { circuit, changes } = circuitAt(clock);
    for (let i = 0; i < 3; i++) circuit.failed();
    clock.now = 1_000;
    expect(circuit.tryCall()).toBe(true);
    expect(circuit.state).toBe('half_open');
    expect(circuit.tryCall()).toBe(false);
    circuit.succeeded();
    expect(circuit.state).toBe('closed');
    expect(circuit.tryCall()).toBe(true);
    expect(changes).toEqual(['open', 'half_open', 'closed']);
  });

  it('opens again for a whole cool-down when the probe fails', () => {
    const clock = { now: 0 };
    const { circuit } = circuitAt(clock);
    for (let i = 0; i < 3; i++) circuit.failed();
    clock.now = 1_500;
    expect(circuit.tryCall()).toBe(true);
    circuit.failed();
    expect(circuit.state).toBe('open');
    clock.now = 2_400;
    expect(circuit.tryCall()).toBe(false);
    clock.now = 2_500;
    expect(circuit.tryCall()).toBe(true);
  });
});
