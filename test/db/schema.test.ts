import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, RequestDecisionColumns } from '../../src/db/schema.ts';
import { testEngines } from '../support/engines.ts';
import { createTestStore, type TestStore } from '../support/store.ts';

/**
 * Every column of `src/db/schema.ts`, with its kind and nullability. The compiler checks this list
 * against the interfaces in both directions (`satisfies` with exact keys and derived values), so
 * it cannot drift from schema.ts; the tests below check it against the migrated engines.
 */
type Kind<V> =
  NonNullable<V> extends string
    ? 'text'
    : NonNullable<V> extends number
      ? 'number'
      : NonNullable<V> extends Buffer
        ? 'bytes'
        : never;
type ColumnOf<V> = null extends V ? `${Kind<V>} null` : Kind<V>;
type Row<T extends keyof Database> = Selectable<Database[T]>;
type SchemaColumns = { [T in keyof Database]: { [C in keyof Row<T>]-?: ColumnOf<Row<T>[C]> } };

/** Migration 0033's columns of absences and work locations, typed apart (src/db/schema.ts says why). */
const REQUEST_DECISIONS: { [C in keyof RequestDecisionColumns]-?: ColumnOf<RequestDecisionColumns[C]> } = {
  requested_by: 'text null',
  decided_at: 'text null',
  decided_by: 'text null',
  decision_comment: 'text null',
};

const SCHEMA = {
  access_log_months: {
    organization_id: 'text',
    collaborator_id: 'text',
    key_id: 'text',
    month: 'text',
    basic_days: 'number null',
    basic_reads: 'number null',
    personal_details_days: 'number null',
    personal_details_reads: 'number null',
    contract_days: 'number null',
    contract_reads: 'number null',
    absence_days: 'number null',
    absence_reads: 'number null',
    absence_type_days: 'number null',
    absence_type_reads: 'number null',
    work_location_days: 'number null',
    work_location_reads: 'number null',
    affiliation_days: 'number null',
    affiliation_reads: 'number null',
    meal_voucher_days: 'number null',
    meal_voucher_reads: 'number null',
  },
  leaver_retention_runs: {
    organization_id: 'text',
    ran_on: 'text',
  },
  absences: {
    organization_id: 'text',
    id: 'text',
    collaborator_id: 'text',
    type: 'text',
    status: 'text',
    start_date: 'text',
    end_date: 'text',
    start_half_day: 'number',
    end_half_day: 'number',
    created_at: 'text',
    dsn_reason: 'text null',
    return_reason: 'text null',
    accident_date: 'text null',
    ...REQUEST_DECISIONS,
  },
  affiliations: {
    organization_id: 'text',
    id: 'text',
    collaborator_id: 'text',
    contract_id: 'text',
    option_id: 'text',
    status: 'text',
    start_date: 'text',
    end_date: 'text null',
    created_at: 'text',
    updated_at: 'text',
  },
  api_keys: {
    id: 'text',
    organization_id: 'text',
    name: 'text',
    kind: 'text',
    scopes: 'text',
    secret_hash: 'text',
    start: 'text',
    status: 'text',
    created_at: 'text',
    created_by: 'text null',
    revoked_at: 'text null',
    last_used_at: 'text null',
    withheld_fields: 'text',
    expires_at: 'text null',
    allowed_sources: 'text null',
  },
  audit_events: {
    id: 'text',
    organization_id: 'text',
    occurred_at: 'text',
    actor_type: 'text',
    actor_id: 'text null',
    action: 'text',
    target_type: 'text',
    target_id: 'text null',
    details: 'text null',
  },
  change_counters: {
    organization_id: 'text',
    last_seq: 'number',
    pruned_through: 'number',
  },
  change_events: {
    organization_id: 'text',
    seq: 'number',
    type: 'text',
    resource_id: 'text',
    collaborator_id: 'text null',
    establishment_id: 'text null',
    occurred_at: 'text',
  },
  collaborators: {
    organization_id: 'text',
    id: 'text',
    establishment_id: 'text null',
    is_profile_complete: 'number',
    personnel_number: 'text null',
    title: 'text null',
    first_name: 'text',
    last_name: 'text',
    sort_last_name: 'text',
    sort_first_name: 'text',
    email: 'text',
    birth_name: 'text null',
    secondary_email: 'text null',
    phone_number: 'text null',
    birth_date: 'text null',
    birth_city: 'text null',
    country_of_birth: 'text null',
    nationality: 'text null',
    address_street: 'text null',
    address_city: 'text null',
    address_zip_code: 'text null',
    address_country: 'text null',
    seniority_date: 'text null',
    social_security_number: 'text null',
    iban: 'text null',
    bic: 'text null',
    manager_id: 'text null',
    team_id: 'text null',
    temporary_number: 'text null',
  },
  complementary_contract_options: {
    organization_id: 'text',
    id: 'text',
    contract_id: 'text',
    option_code: 'text',
    option_name: 'text',
    population_code: 'text',
    population_name: 'text',
  },
  complementary_contracts: {
    organization_id: 'text',
    id: 'text',
    name: 'text',
    organisme_code: 'text null',
    organisme_delegation_code: 'text',
    contract_reference: 'text',
    contract_name: 'text',
    created_at: 'text',
    updated_at: 'text',
  },
  console_sessions: {
    id: 'text',
    user_id: 'text',
    organization_id: 'text',
    csrf_token: 'text',
    created_at: 'text',
    expires_at: 'text',
  },
  console_users: {
    id: 'text',
    organization_id: 'text',
    email: 'text',
    password_hash: 'text',
    role: 'text',
    created_at: 'text',
  },
  contracts: {
    organization_id: 'text',
    id: 'text',
    collaborator_id: 'text',
    start_date: 'text',
    end_date: 'text null',
    nature_contrat: 'text',
    est_cadre: 'number null',
    job_title: 'text null',
    pcs_ese: 'text null',
    working_time: 'text null',
    collective_agreement: 'text null',
    classification: 'text null',
    planned_end_date: 'text null',
    trial_period_days: 'number null',
    end_reason: 'text null',
    conventional_status: 'text null',
    local_scheme: 'text null',
    recourse_reason: 'text null',
  },
  collaborator_establishments: {
    organization_id: 'text',
    collaborator_id: 'text',
    establishment_id: 'text',
    start_date: 'text',
    end_date: 'text null',
  },
  dsn_declarations: {
    organization_id: 'text',
    month: 'text',
    absence_ids: 'text',
    affiliation_ids: 'text',
    imported_at: 'text',
    replaced_declaration_id: 'text null',
  },
  dsn_provenance: {
    organization_id: 'text',
    resource_type: 'text',
    resource_id: 'text',
    months: 'text',
  },
  establishments: {
    organization_id: 'text',
    id: 'text',
    name: 'text',
    siret: 'text',
    is_head_office: 'number',
    street: 'text null',
    city: 'text null',
    zip_code: 'text null',
    country: 'text null',
    idcc: 'text null',
  },
  meal_voucher_configurations: {
    organization_id: 'text',
    voucher_value: 'number',
    company_share: 'number',
  },
  organizations: {
    id: 'text',
    name: 'text',
    siren: 'text null',
    legal_form: 'text null',
    timezone: 'text',
    created_at: 'text',
    updated_at: 'text',
    leaver_retention_years: 'number null',
  },
  sign_in_attempts: {
    id: 'text',
    subject: 'text',
    attempted_at: 'text',
  },
  teams: {
    organization_id: 'text',
    id: 'text',
    name: 'text',
  },
  work_locations: {
    organization_id: 'text',
    id: 'text',
    collaborator_id: 'text',
    is_remote_work: 'number',
    location: 'text',
    status: 'text',
    start_date: 'text',
    end_date: 'text',
    start_half_day: 'number',
    end_half_day: 'number',
    created_at: 'text',
    ...REQUEST_DECISIONS,
  },
  data_versions: {
    organization_id: 'text',
    version: 'number',
    people_version: 'number',
    absences_version: 'number',
    work_locations_version: 'number',
    meal_vouchers_version: 'number',
    health_version: 'number',
    membership_version: 'number',
    employment_version: 'number',
  },
  key_generation: {
    id: 'number',
    generation: 'number',
  },
  cursor_keys: {
    id: 'number',
    secret: 'text null',
    created_at: 'text',
    retired_at: 'text null',
  },
  change_status_sweeps: {
    organization_id: 'text',
    evaluated_through: 'text',
  },
  webhook_attempts: {
    organization_id: 'text',
    id: 'text',
    delivery_id: 'text',
    attempted_at: 'text',
    status_code: 'number null',
    latency_ms: 'number',
    response_excerpt: 'text null',
    error: 'text null',
  },
  webhook_deliveries: {
    organization_id: 'text',
    id: 'text',
    endpoint_id: 'text',
    seq: 'number null',
    event_type: 'text',
    payload: 'text',
    status: 'text',
    attempts: 'number',
    next_attempt_at: 'text',
    locked_until: 'text null',
    created_at: 'text',
    updated_at: 'text',
  },
  webhook_endpoints: {
    organization_id: 'text',
    id: 'text',
    url: 'text',
    event_types: 'text',
    secret: 'text',
    previous_secret: 'text null',
    previous_secret_until: 'text null',
    status: 'text',
    disabled_reason: 'text null',
    cursor: 'number',
    created_at: 'text',
    updated_at: 'text',
    lease_owner: 'text null',
    lease_until: 'text null',
  },
  idempotency_keys: {
    organization_id: 'text',
    api_key_id: 'text',
    idempotency_key: 'text',
    fingerprint: 'text',
    state: 'text',
    response_status: 'number null',
    response_body: 'text null',
    collaborator_ids: 'text null',
    created_at: 'text',
  },
  pending_uploads: {
    id: 'text',
    organization_id: 'text',
    console_user_id: 'text',
    file_name: 'text',
    byte_count: 'number null',
    created_at: 'text',
  },
  pending_upload_chunks: {
    upload_id: 'text',
    seq: 'number',
    bytes: 'bytes',
  },
  partner_apps: {
    id: 'text',
    name: 'text',
    secret_hash: 'text',
    secret_start: 'text',
    redirect_uris: 'text',
    scopes: 'text',
    status: 'text',
    created_at: 'text',
    secret_rotated_at: 'text null',
    disabled_at: 'text null',
  },
  partner_grants: {
    id: 'text',
    app_id: 'text',
    organization_id: 'text',
    scopes: 'text',
    withheld_fields: 'text',
    granted_by: 'text null',
    granted_at: 'text',
    last_used_at: 'text null',
    revoked_at: 'text null',
    revoked_by: 'text null',
  },
  oauth_artifacts: {
    model: 'text',
    id_hash: 'text',
    payload: 'text',
    grant_id: 'text null',
    uid: 'text null',
    user_code: 'text null',
    expires_at: 'number null',
    consumed_at: 'number null',
  },
  partner_webhook_endpoints: {
    app_id: 'text',
    url: 'text',
    event_types: 'text',
    secret: 'text',
    previous_secret: 'text null',
    previous_secret_until: 'text null',
    status: 'text',
    disabled_reason: 'text null',
    created_at: 'text',
    updated_at: 'text',
    lease_owner: 'text null',
    lease_until: 'text null',
  },
  partner_webhook_cursors: {
    grant_id: 'text',
    app_id: 'text',
    organization_id: 'text',
    cursor: 'number',
  },
  partner_webhook_deliveries: {
    app_id: 'text',
    id: 'text',
    organization_id: 'text',
    grant_id: 'text',
    seq: 'number null',
    event_type: 'text',
    payload: 'text',
    status: 'text',
    attempts: 'number',
    next_attempt_at: 'text',
    created_at: 'text',
    updated_at: 'text',
  },
  partner_webhook_attempts: {
    app_id: 'text',
    id: 'text',
    delivery_id: 'text',
    attempted_at: 'text',
    status_code: 'number null',
    latency_ms: 'number',
    response_excerpt: 'text null',
    error: 'text null',
  },
  partner_webhook_lanes: {
    app_id: 'text',
    organization_id: 'text',
    status: 'text',
    disabled_reason: 'text null',
    disabled_at: 'text null',
    updated_at: 'text',
    lease_owner: 'text null',
    lease_until: 'text null',
  },
} as const satisfies SchemaColumns;

const kindOf = (dataType: string) => {
  const type = dataType.toLowerCase();
  return type === 'text' ? 'text' : type === 'blob' || type === 'bytea' ? 'bytes' : 'number';
};

describe.each(testEngines())('the migrated %s store', (engine) => {
  let store: TestStore;
  let stored: Map<string, Map<string, string>>;

  beforeAll(async () => {
    store = await createTestStore(engine);
    const tables = await store.store.db.introspection.getTables();
    stored = new Map(
      tables.map((table) => [
        table.name,
        new Map(table.columns.map((c) => [c.name, `${kindOf(c.dataType)}${c.isNullable ? ' null' : ''}`])),
      ]),
    );
  });
  afterAll(async () => {
    await store?.drop();
  });

  it('has exactly the tables of src/db/schema.ts', () => {
    expect([...stored.keys()].sort()).toEqual(Object.keys(SCHEMA).sort());
  });

  it.each(Object.entries(SCHEMA))(
    'has the columns of %s with their kind and nullability',
    (table, columns) => {
      expect(Object.fromEntries(stored.get(table) ?? [])).toEqual(columns);
    },
  );
});
