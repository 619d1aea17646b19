import { isOneOf } from '../shared/guards.ts';

export const SELF_SERVE_SCOPES = [
  'org:employee:read',
  'org:employee:details:read',
  'org:contract:details:read',
  'org:absence:read',
  'org:absence:type:read',
  'org:work_location:read',
  // Writes (beyond the v1.11.0 specification, docs/writes.md).
  'org:employee:write',
  'org:absence:write',
  'org:absence:approve',
  'org:work_location:write',
  'org:work_location:approve',
  'org:hr_data:import',
] as const;

/** The scopes that let a key change HR data; the others only read. */
export const WRITE_SCOPES = [
  'org:employee:write',
  'org:absence:write',
  'org:absence:approve',
  'org:work_location:write',
  'org:work_location:approve',
  'org:hr_data:import',
] as const satisfies readonly SelfServeScope[];

export const PARTNER_SCOPES = [
  'org:company:read',
  'org:employee:health_insurance:manage',
  // The spouse and children an affiliation covers: third parties, so a scope of their own.
  'org:employee:health_insurance:dependants:read',
] as const;

export type SelfServeScope = (typeof SELF_SERVE_SCOPES)[number];
export type PartnerScope = (typeof PARTNER_SCOPES)[number];
export type Scope = SelfServeScope | PartnerScope;
export type KeyKind = 'self_serve' | 'partner';

export const ALL_SCOPES: readonly Scope[] = [...SELF_SERVE_SCOPES, ...PARTNER_SCOPES];

/** A scope that is only useful with another one (the specification's "Prerequisite" column). */
export const PREREQUISITES: Partial<Record<Scope, Scope>> = {
  'org:employee:details:read': 'org:employee:read',
  'org:contract:details:read': 'org:employee:read',
  'org:absence:type:read': 'org:absence:read',
  'org:employee:write': 'org:employee:read',
  'org:absence:write': 'org:absence:read',
  'org:absence:approve': 'org:absence:read',
  'org:work_location:write': 'org:work_location:read',
  'org:work_location:approve': 'org:work_location:read',
  'org:employee:health_insurance:dependants:read': 'org:employee:health_insurance:manage',
};

/** What each self-serve scope grants, in the words of the specification, for the console and the CLI. */
export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  'org:employee:read': 'collaborator basic data (last name, first name, personnel number, e-mail)',
  'org:employee:details:read':
    'collaborator personal data (social security number, address, phone, bank account…)',
  'org:contract:details:read': 'contract data (start and end dates)',
  'org:absence:read': 'absence requests',
  'org:absence:type:read': 'absence type (leave code)',
  'org:work_location:read': 'work locations and remote-work requests',
  'org:employee:write': 'create and change collaborators and their contracts',
  'org:absence:write': 'create, change and withdraw absences; ask for leave (pending requests)',
  'org:absence:approve': 'approve or reject absence requests; write decided absences',
  'org:work_location:write': 'create, change and withdraw work locations; ask for remote work',
  'org:work_location:approve': 'approve or reject remote-work requests; write decided work locations',
  'org:hr_data:import': 'import whole HR data documents and monthly DSN files over HTTP',
  'org:company:read': 'company, establishments and meal vouchers (partners only)',
  'org:employee:health_insurance:manage': 'complementary contracts and affiliations (partners only)',
  'org:employee:health_insurance:dependants:read':
    'the dependants an affiliation covers: names, birth dates, cover (partners only)',
};

export function isScope(value: string): value is Scope {
  return isOneOf(ALL_SCOPES, value);
}

export function isPartnerScope(scope: Scope): scope is PartnerScope {
  return isOneOf(PARTNER_SCOPES, scope);
}

/** A scope that lets its holder change HR data (the console lists them apart from the reads). */
export function isWriteScope(scope: Scope): boolean {
  return isOneOf(WRITE_SCOPES, scope);
}

export type ScopeCheck = { ok: true; scopes: Scope[] } | { ok: false; problems: string[] };

/**
 * Validates the scopes asked for a new key: known names, prerequisites present, partner scopes
 * only on partner keys. Returns them de-duplicated in the canonical order.
 */
export function checkScopes(requested: readonly string[], kind: KeyKind): ScopeCheck {
  const problems: string[] = [];
  const wanted = new Set(requested.map((s) => s.trim()).filter((s) => s !== ''));
  if (wanted.size === 0) problems.push('at least one scope is required');
  for (const scope of wanted) {
    if (!isScope(scope)) {
      problems.push(`unknown scope "${scope}"`);
    } else if (isPartnerScope(scope) && kind !== 'partner') {
      problems.push(`"${scope}" is a partner-only scope: it can only be granted to a partner key`);
    } else {
      const prerequisite = PREREQUISITES[scope];
      if (prerequisite && !wanted.has(prerequisite)) {
        problems.push(`"${scope}" requires "${prerequisite}"`);
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, scopes: ALL_SCOPES.filter((s) => wanted.has(s)) };
}

/** The scopes of `required` that `held` lacks. */
export function missingScopes(held: ReadonlySet<string>, required: readonly Scope[]): Scope[] {
  return required.filter((s) => !held.has(s));
}
