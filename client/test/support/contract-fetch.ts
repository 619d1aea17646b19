import { expect } from 'vitest';
import { assertMatchesContract } from '../../../test/support/contract.ts';

const violations: string[] = [];

/**
 * The platform's fetch, checking every response of the API against the OpenAPI document like the
 * suite's HTTP helper does: what the client receives is what the document (and so its types)
 * says. A response without X-Request-Id did not come from the API (a fault proxy's 503) and is
 * not checked. A violation is thrown (the client then sees a failed request) and recorded, so
 * `expectNoContractViolations` names it even when retries hid it.
 */
export const contractFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.headers.has('x-request-id')) return response;
  const url = new URL(input instanceof Request ? input.url : String(input));
  const text = await response.clone().text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the contract check says so.
  }
  try {
    assertMatchesContract({
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body,
    });
  } catch (error) {
    violations.push(error instanceof Error ? error.message : String(error));
    throw error;
  }
  return response;
};

export function expectNoContractViolations(): void {
  const seen = violations.splice(0);
  expect(seen, 'responses that drift from openapi.json').toEqual([]);
}
