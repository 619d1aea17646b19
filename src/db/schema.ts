import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types of the store. Both engines keep dates as ISO text (`YYYY-MM-DD`, timestamps with
 * milliseconds in UTC) and booleans as 0/1 integers, so that every comparison and ordering is
 * byte-identical on SQLite and PostgreSQL. Every tenant table leads with `organization_id`.
 */
export type Flag = 0 | 1;

export interface OrganizationTable {
  id: string;
  name: string;
  siren: string | null;
  legal_form: string | null;
  timezone: string;
  created_at: string;
  updated_at: string;
  /** Former employees are erased this many years after their last contract ended; null: never. */
  leaver_retention_years: Generated<number | null>;
}

export interface EstablishmentTable {
  organization_id: string;
  id: string;
  name: string;
  siret: string;
  is_head_office: Flag;
  street: string | null;
  city: string | null;
  zip_code: string | null;
  country: string | null;
  /** The collective agreement (IDCC, 4 characters) the DSN declares for the establishment. */
  idcc: string | null;
}

export interface TeamTable {
  organization_id: string;
  id: string;
  name: string;
}

export interface CollaboratorTable {
  organization_id: string;
  id: string;
  establishment_id: string | null;
  is_profile_complete: Flag;
  personnel_number: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  /** Case- and accent-folded names: the ordering keys, compared bytewise on both engines. */
  sort_last_name: string;
  sort_first_name: string;
  email: string;
  birth_name: string | null;
  secondary_email: string | null;
  phone_number: string | null;
  birth_date: string | null;
  birth_city: string | null;
  country_of_birth: string | null;
  nationality: string | null;
  address_street: string | null;
  address_city: string | null;
  address_zip_code: string | null;
  address_country: string | null;
  seniority_date: string | null;
  social_security_number: string | null;
  iban: string | null;
  bic: string | null;
  manager_id: string | null;
  team_id: string | null;
  /** The DSN's temporary number (S21.G00.30.020) of a person without a NIR; personal like the NIR. */
  temporary_number: string | null;
}

export interface ContractTable {
  organization_id: string;
  id: string;
  collaborator_id: string;
  start_date: string;
  end_date: string | null;
  nature_contrat: string;
  est_cadre: Flag | null;
  job_title: string | null;
  /** PCS-ESE code, e.g. `388a`. */
  pcs_ese: string | null;
  /** JSON text: `{unit, quota, referenceQuota, arrangement, partTimeRate}` (src/hr-data/contract-details.ts). */
  working_time: string | null;
  /** IDCC, 4 characters. */
  collective_agreement: string | null;
  /** JSON text: `{position, level, step, coefficient}`. */
  classification: string | null;
  /** `YYYY-MM-DD`: the planned end of a fixed-term contract, which is not an end. */
  planned_end_date: string | null;
  trial_period_days: number | null;
  /** The norm's 3-digit code of the reason the contract ended. */
  end_reason: string | null;
  /** The norm's codes of S21.G00.40.002 (conventional status), .016 (local scheme), .021 (recourse reason). */
  conventional_status: string | null;
  local_scheme: string | null;
  recourse_reason: string | null;
}

export interface AbsenceTable {
  organization_id: string;
  id: string;
  collaborator_id: string;
  type: string;
  status: string;
  start_date: string;
  end_date: string;
  start_half_day: Flag;
  end_half_day: Flag;
  created_at: string;
  /** The norm's code of the DSN stoppage or suspension; null when not from a DSN. */
  dsn_reason: string | null;
  /** A DSN stoppage's return reason (S21.G00.60.011, the norm's code) and accident date (.012, `YYYY-MM-DD`). */
  return_reason: string | null;
  accident_date: string | null;
}

/**
 * Who asked for an absence or a work location over HTTP, and who decided it, when and why
 * (migration 0033): the audit actor as `type:id`, never a name. Not in the tables' own types:
 * imports and the DSN never write them and no read of v1.11.0 shows them; only the requests'
 * queries (src/dated-records/requests.queries.ts) see them.
 */
export interface RequestDecisionColumns {
  requested_by: string | null;
  decided_at: string | null;
  decided_by: string | null;
  decision_comment: string | null;
}

/**
 * The establishment a collaborator belonged to, by dated period (`YYYY-MM-DD`, both ends
 * inclusive, `end_date` null while current): a past day is judged by that day's establishment.
 */
export interface CollaboratorEstablishmentTable {
  organization_id: string;
  collaborator_id: string;
  establishment_id: string;
  start_date: string;
  end_date: string | null;
}

export interface WorkLocationTable {
  organization_id: string;
  id: string;
  collaborator_id: string;
  is_remote_work: Flag;
  location: string;
  status: string;
  start_date: string;
  end_date: string;
  start_half_day: Flag;
  end_half_day: Flag;
  created_at: string;
}

export interface MealVoucherConfigurationTable {
  organization_id: string;
  voucher_value: number;
  company_share: number;
}

export interface ComplementaryContractTable {
  organization_id: string;
  id: string;
  name: string;
  organisme_code: string | null;
  organisme_delegation_code: string;
  contract_reference: string;
  contract_name: string;
  created_at: string;
  updated_at: string;
}

export interface ComplementaryContractOptionTable {
  organization_id: string;
  id: string;
  contract_id: string;
  option_code: string;
  option_name: string;
  population_code: string;
  population_name: string;
}

export interface AffiliationTable {
  organization_id: string;
  id: string;
  collaborator_id: string;
  contract_id: string;
  option_id: string;
  status: string;
  start_date: string;
  end_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApiKeyTable {
  id: string;
  organization_id: string;
  name: string;
  kind: 'self_serve' | 'partner';
  /** Space-separated scopes. */
  scopes: string;
  /** Hex SHA-256 of the whole secret; the secret itself is never stored. */
  secret_hash: string;
  /** The first characters of the secret, to recognise a key in lists. */
  start: string;
  status: 'active' | 'revoked';
  created_at: string;
  created_by: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  /** Space-separated response fields withheld from this key although its scopes grant them. */
  withheld_fields: Generated<string>;
  /** Past this instant the key answers 401, like a revoked one; null: never expires. */
  expires_at: string | null;
  /** Space-separated CIDR blocks the key may be used from; null: anywhere. */
  allowed_sources: string | null;
}

export interface ConsoleUserTable {
  id: string;
  organization_id: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'member';
  created_at: string;
}

export interface ConsoleSessionTable {
  /** Hex SHA-256 of the session cookie value. */
  id: string;
  user_id: string;
  organization_id: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

/** A DSN uploaded in the console, waiting for its confirmation (migration 0025). */
export interface PendingUploadTable {
  /** Hex SHA-256 of the token the plan page carries. */
  id: string;
  organization_id: string;
  console_user_id: string;
  file_name: string;
  /** Null while the file is still arriving. */
  byte_count: number | null;
  created_at: string;
}

/** An HR data document or a DSN sent over HTTP, and where its import stands (migration 0034). */
export interface HttpImportTable {
  id: string;
  organization_id: string;
  kind: 'document' | 'dsn';
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  dry_run: number;
  replace_missing: number;
  byte_count: number;
  bytes_read: number;
  phase: string;
  /** JSON: counts, problems and warnings (paths and messages, never a value). */
  result: string | null;
  /** The instance holding the file and renewing the lease. */
  holder: string;
  heartbeat_at: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** One chunk (at most 1 MiB) of a pending upload, in order of `seq`. */
export interface PendingUploadChunkTable {
  upload_id: string;
  seq: number;
  bytes: Buffer;
}

export interface AuditEventTable {
  id: string;
  organization_id: string;
  occurred_at: string;
  actor_type: 'cli' | 'console_user' | 'api_key' | 'system';
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  /** JSON text; never holds a secret or personal data. */
  details: string | null;
}

export interface SignInAttemptTable {
  id: string;
  /** `account:<email>` or `address:<ip>`. */
  subject: string;
  attempted_at: string;
}

/** The organization's data version: the number of the newest change (issue 12). */
export interface ChangeCounterTable {
  organization_id: string;
  last_seq: number;
  /** The highest number pruned by retention; a cursor below it is expired. */
  pruned_through: Generated<number>;
}

/** The last day whose employment-status changes an instance logged for the organization. */
export interface ChangeStatusSweepTable {
  organization_id: string;
  evaluated_through: string;
}

/** One entry of an organization's change log: dataless, the reader fetches the resource itself. */
export interface ChangeEventTable {
  organization_id: string;
  seq: number;
  type: string;
  resource_id: string;
  collaborator_id: string | null;
  establishment_id: string | null;
  occurred_at: string;
}

/** The organization's data version, bumped by triggers on every write of its HR data (issue 13). */
export interface DataVersionTable {
  organization_id: string;
  version: number;
  /** One version per kind of data (src/db/data-kinds.ts), bumped with `version` (0020). */
  people_version: Generated<number>;
  absences_version: Generated<number>;
  work_locations_version: Generated<number>;
  meal_vouchers_version: Generated<number>;
  health_version: Generated<number>;
  /** What a list's `total` depends on (0022): collaborators in or out, or moved between establishments. */
  membership_version: Generated<number>;
  /** The contract dates employment status is computed from (0022). */
  employment_version: Generated<number>;
}

/** One row: bumped by triggers whenever any key's standing changes (issue 13). */
export interface KeyGenerationTable {
  id: number;
  generation: number;
}

/**
 * The keys that seal list cursors (0023): base64 of 32 random bytes, null once retired. The newest
 * key not retired seals; every key not retired opens.
 */
export interface CursorKeyTable {
  id: number;
  secret: string | null;
  created_at: string;
  retired_at: string | null;
}

export interface WebhookEndpointTable {
  organization_id: string;
  id: string;
  url: string;
  /** Space-separated event types. */
  event_types: string;
  /** `whsec_` + base64: kept as is, since it must sign (docs/SECURITY.md). */
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  /** Why its last delivery failed, one of src/webhooks/failure.ts's kinds (0037). */
  disabled_reason_kind: string | null;
  cursor: number;
  created_at: string;
  updated_at: string;
  /** The dispatcher working the endpoint, until `lease_until` (migration 0017). */
  lease_owner: string | null;
  /** The end of a dispatcher's lease, or of a retry's wait: no one works the endpoint before. */
  lease_until: string | null;
}

export interface WebhookDeliveryTable {
  organization_id: string;
  id: string;
  endpoint_id: string;
  seq: number | null;
  event_type: string;
  payload: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptTable {
  organization_id: string;
  id: string;
  delivery_id: string;
  attempted_at: string;
  status_code: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
  /** Why the attempt failed, one of src/webhooks/failure.ts's kinds (0037); null when it delivered. */
  reason_kind: string | null;
}

/** The first response of an `Idempotency-Key` sent by one API key, for 24 hours (issues 17, 26). */
export interface IdempotencyKeyTable {
  organization_id: string;
  /** The API key that sent it: another key's same `Idempotency-Key` is another record. */
  api_key_id: string;
  idempotency_key: string;
  /** SHA-256 of the route, its parameters and the body: another request under the key is refused. */
  fingerprint: string;
  /** `applied` once the request's write committed (set in its transaction), before its response is kept. */
  state: 'running' | 'applied' | 'done';
  response_status: number | null;
  response_body: string | null;
  /**
   * The collaborators the request names (path and body), space-delimited with a space at each
   * end: an erasure forgets every cached response of a request about the person.
   */
  collaborator_ids: string | null;
  /** The request that holds the key: a retry taking an orphaned claim over gives it another. */
  claim_token: string | null;
  /** The PostgreSQL server (its postmaster's start time) that took the claim; null on SQLite. */
  claimed_on: string | null;
  created_at: string;
}

/** The day an organization's leaver retention last ran: at most once a day. */
export interface LeaverRetentionRunTable {
  organization_id: string;
  ran_on: string;
}

/**
 * Which key received which categories of a collaborator's data, per UTC month (`YYYY-MM`): per
 * category, the days of the month read as bits (bit 0 the 1st, bit 30 the 31st) and the number of
 * answers; both null for a category not received that month.
 */
export interface AccessLogMonthTable {
  organization_id: string;
  collaborator_id: string;
  key_id: string;
  month: string;
  basic_days: number | null;
  basic_reads: number | null;
  personal_details_days: number | null;
  personal_details_reads: number | null;
  contract_days: number | null;
  contract_reads: number | null;
  absence_days: number | null;
  absence_reads: number | null;
  absence_type_days: number | null;
  absence_type_reads: number | null;
  work_location_days: number | null;
  work_location_reads: number | null;
  affiliation_days: number | null;
  affiliation_reads: number | null;
  meal_voucher_days: number | null;
  meal_voucher_reads: number | null;
  dependant_days: number | null;
  dependant_reads: number | null;
}

/** Per row a DSN wrote, the month (`YYYY-MM`) that declared each field: JSON `{column: month}`. */
export interface DsnProvenanceTable {
  organization_id: string;
  resource_type: string;
  resource_id: string;
  months: string;
}

/** What the monthly DSN of a month brought (JSON arrays of ids), for its *annule et remplace*. */
export interface DsnDeclarationTable {
  organization_id: string;
  month: string;
  absence_ids: string;
  affiliation_ids: string;
  imported_at: string;
  /** S20.G00.05.006: the id of the declaration the month's replacing declaration (type 03, 05) replaces. */
  replaced_declaration_id: string | null;
}

/** Per person, complementary contract and month: the `S21.G00.78` code 31 bases a DSN declared (migration 0036). */
export interface DsnContributionTable {
  organization_id: string;
  collaborator_id: string;
  contract_id: string;
  month: string;
  /** Sums in cents (bigint: PostgreSQL may hand them back as text; read them with Number()). */
  base_cents: number;
  contribution_cents: number;
  /** JSON: the bases with their components and contributions (src/dsn/contributions.ts). */
  bases: string;
  declaration_type: string;
  imported_at: string;
}

/** Each work stoppage a DSN declared, so its start and return are each told once (migration 0036). */
export interface DsnStoppageTable {
  organization_id: string;
  absence_id: string;
  collaborator_id: string;
  reason: string;
  return_date: string | null;
}

/** Per person, complementary contract and month a DSN declared: the dependants' counts (migration 0035). */
export interface DsnDependantMonthTable {
  organization_id: string;
  collaborator_id: string;
  contract_id: string;
  month: string;
  /** `S21.G00.70.007` children in charge, `.008` adults, `.009` people covered, `.010` others, `.011` children covered. */
  children: number | null;
  adults: number | null;
  covered: number | null;
  others: number | null;
  covered_children: number | null;
  declaration_type: string;
  imported_at: string;
}

/** One `S21.G00.73` of a month, under the key that follows the same person from month to month (migration 0035). */
export interface DsnDependantTable {
  organization_id: string;
  collaborator_id: string;
  contract_id: string;
  month: string;
  dependant_key: string;
  type: 'adult' | 'child' | 'other';
  first_name: string | null;
  last_name: string | null;
  birth_date: string;
  /** 15 characters (key computed), or null when the DSN gives none. */
  social_security_number: string | null;
  option_code: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** The cover a leaver keeps after the contract's end (article L911-8 CSS, migration 0035). */
export interface DsnPortabilityTable {
  organization_id: string;
  affiliation_id: string;
  collaborator_id: string;
  start_date: string;
  end_date: string;
  month: string;
}

/**
 * Columns only a monthly DSN declares (migration 0032): the JSON import's rows leave them out, so
 * its upserts never write them and never erase what a DSN declared there.
 */
export interface DsnOnlyColumns {
  collaborators: 'temporary_number';
  contracts: 'conventional_status' | 'local_scheme' | 'recourse_reason';
  absences: 'return_reason' | 'accident_date';
}

/** A row as an import upserts it: the DSN-only columns may be left out. */
export type UpsertRow<K extends keyof Database> = K extends keyof DsnOnlyColumns
  ? Omit<Database[K], DsnOnlyColumns[K]> & Partial<Pick<Database[K], DsnOnlyColumns[K] & keyof Database[K]>>
  : Database[K];

export interface Database {
  organizations: OrganizationTable;
  establishments: EstablishmentTable;
  teams: TeamTable;
  collaborators: CollaboratorTable;
  contracts: ContractTable;
  absences: AbsenceTable;
  collaborator_establishments: CollaboratorEstablishmentTable;
  work_locations: WorkLocationTable;
  meal_voucher_configurations: MealVoucherConfigurationTable;
  complementary_contracts: ComplementaryContractTable;
  complementary_contract_options: ComplementaryContractOptionTable;
  affiliations: AffiliationTable;
  api_keys: ApiKeyTable;
  console_users: ConsoleUserTable;
  console_sessions: ConsoleSessionTable;
  audit_events: AuditEventTable;
  sign_in_attempts: SignInAttemptTable;
  change_counters: ChangeCounterTable;
  change_events: ChangeEventTable;
  change_status_sweeps: ChangeStatusSweepTable;
  data_versions: DataVersionTable;
  key_generation: KeyGenerationTable;
  cursor_keys: CursorKeyTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  idempotency_keys: IdempotencyKeyTable;
  leaver_retention_runs: LeaverRetentionRunTable;
  access_log_months: AccessLogMonthTable;
  dsn_provenance: DsnProvenanceTable;
  dsn_declarations: DsnDeclarationTable;
  dsn_contributions: DsnContributionTable;
  dsn_stoppages: DsnStoppageTable;
  dsn_dependant_months: DsnDependantMonthTable;
  dsn_dependants: DsnDependantTable;
  dsn_portabilities: DsnPortabilityTable;
  pending_uploads: PendingUploadTable;
  pending_upload_chunks: PendingUploadChunkTable;
  http_imports: HttpImportTable;
  partner_apps: PartnerAppTable;
  partner_grants: PartnerGrantTable;
  oauth_artifacts: OAuthArtifactTable;
  partner_webhook_endpoints: PartnerWebhookEndpointTable;
  partner_webhook_cursors: PartnerWebhookCursorTable;
  partner_webhook_deliveries: PartnerWebhookDeliveryTable;
  partner_webhook_attempts: PartnerWebhookAttemptTable;
  partner_webhook_lanes: PartnerWebhookLaneTable;
}

/** A partner app registered once by the operator; `id` is its OAuth `client_id` (issue 28). */
export interface PartnerAppTable {
  id: string;
  name: string;
  /** Hex SHA-256 of the client secret; the secret itself is never stored. */
  secret_hash: string;
  secret_start: string;
  /** JSON array of redirect URIs, compared exactly. */
  redirect_uris: string;
  /** Space-separated: the most any grant of the app may hold. */
  scopes: string;
  status: 'active' | 'disabled';
  created_at: string;
  secret_rotated_at: string | null;
  disabled_at: string | null;
}

/** One organization's consent to one partner app. */
export interface PartnerGrantTable {
  id: string;
  app_id: string;
  organization_id: string;
  /** Space-separated, never more than the app's. */
  scopes: string;
  /** Space-separated response fields withheld from this grant although its scopes grant them. */
  withheld_fields: Generated<string>;
  /** The console user who approved. */
  granted_by: string | null;
  granted_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}

/** The authorization server's storage, keyed by the SHA-256 of each artifact's id. */
export interface OAuthArtifactTable {
  model: string;
  id_hash: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  /** Epoch seconds. */
  expires_at: number | null;
  consumed_at: number | null;
}

/** The one webhook endpoint of a partner app, receiving the events of every organization that granted it. */
export interface PartnerWebhookEndpointTable {
  app_id: string;
  url: string;
  /** Space-separated event types, or `*`. */
  event_types: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
  lease_owner: string | null;
  lease_until: string | null;
}

/** Per grant: the organization's last change turned into deliveries for the app's endpoint. */
export interface PartnerWebhookCursorTable {
  grant_id: string;
  app_id: string;
  organization_id: string;
  cursor: number;
}

export interface PartnerWebhookDeliveryTable {
  app_id: string;
  id: string;
  organization_id: string;
  grant_id: string;
  seq: number | null;
  event_type: string;
  payload: string;
  /** `withdrawn`: its grant was revoked before it was sent. */
  status: 'pending' | 'succeeded' | 'failed' | 'withdrawn';
  attempts: number;
  next_attempt_at: string;
  created_at: string;
  updated_at: string;
}

export interface PartnerWebhookAttemptTable {
  app_id: string;
  id: string;
  delivery_id: string;
  attempted_at: string;
  status_code: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
  /** Why the attempt failed, one of src/webhooks/failure.ts's kinds (0037); null when it delivered. */
  reason_kind: string | null;
}

/**
 * One organization's lane within a partner app's endpoint (migration 0031): its own order,
 * retries and lease; its last retry failing disables the lane, not the endpoint.
 */
export interface PartnerWebhookLaneTable {
  app_id: string;
  organization_id: string;
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  disabled_at: string | null;
  updated_at: string;
  lease_owner: string | null;
  lease_until: string | null;
}

export type ApiKeyRow = Selectable<ApiKeyTable>;
export type NewAuditEvent = Insertable<AuditEventTable>;
