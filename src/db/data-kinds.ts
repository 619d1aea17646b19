/**
 * The kinds of HR data a response may depend on. Each has its own version per organization,
 * bumped by the database with the organization's version (migration 0020), so a write of one kind
 * (an absence, an affiliation) leaves the cached responses that do not show it valid.
 */
export const DATA_KINDS = ['people', 'absences', 'work_locations', 'meal_vouchers', 'health'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

/** The kind of each table an API read shows: every table of 0013's VERSIONED_TABLES. */
export const KIND_OF_TABLE: Readonly<Record<string, DataKind>> = {
  organizations: 'people',
  establishments: 'people',
  teams: 'people',
  collaborators: 'people',
  contracts: 'people',
  absences: 'absences',
  work_locations: 'work_locations',
  meal_voucher_configurations: 'meal_vouchers',
  complementary_contracts: 'health',
  complementary_contract_options: 'health',
  affiliations: 'health',
};

/** The `data_versions` column of a kind. */
export const kindColumn = (kind: DataKind | CountVersion) => `${kind}_version` as const;

/**
 * Finer versions for what a count depends on (migration 0022), moved by the same triggers as
 * `people`: `membership` when a collaborator comes, goes, changes establishment or sort name (0029:
 * the order of the collaborators list), `employment` when a contract comes, goes or changes dates.
 * A total, or a bookmark of the list, keyed by them survives a phone update.
 */
export const COUNT_VERSIONS = ['membership', 'employment'] as const;
export type CountVersion = (typeof COUNT_VERSIONS)[number];
