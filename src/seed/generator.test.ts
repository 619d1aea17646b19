import { describe, expect, it } from 'vitest';
import type { CollaboratorInput } from '../hr-data/document.schema.ts';
import { ABSENCE_TYPES, NATURES_CONTRAT } from '../hr-data/enums.ts';
import { ibanValid, nirValid, sirenValid, siretValid } from '../hr-data/identifiers.ts';
import { sortKey } from '../shared/names.ts';
import { seedDocument } from './document.ts';

const AS_OF = '2026-03-16';

async function generate(collaborators: number, seed: string): Promise<string> {
  let text = '';
  for await (const chunk of seedDocument({
    collaborators,
    seed,
    organizationId: 'org_t',
    asOf: AS_OF,
  }).open()) {
    text += chunk;
  }
  return text;
}

function statusOf(c: CollaboratorInput): 'past' | 'active' | 'future' {
  const contracts = c.contracts ?? [];
  if (contracts.some((k) => k.startDate <= AS_OF && (k.endDate === null || (k.endDate ?? '') >= AS_OF)))
    return 'active';
  if (contracts.some((k) => k.startDate <= AS_OF)) return 'past';
  return 'future';
}

describe('the generator of a French organization', async () => {
  const text = await generate(400, 'checks');
  const doc = JSON.parse(text);
  const collaborators: CollaboratorInput[] = doc.collaborators;

  it('is deterministic for a given seed, and another seed gives another organization', async () => {
    expect(await generate(400, 'checks')).toBe(text);
    expect(await generate(400, 'other')).not.toBe(text);
  });

  it('gives identifiers that pass their checksums: SIREN and SIRET (Luhn), NIR, IBAN', () => {
    expect(sirenValid(doc.organization.identity.siren)).toBe(true);
    expect(doc.establishments.length).toBeGreaterThanOrEqual(2);
    for (const e of doc.establishments) {
      expect(siretValid(e.siret)).toBe(true);
      expect(e.siret.startsWith(doc.organization.identity.siren)).toBe(true);
    }
    for (const c of collaborators) {
      expect(nirValid(c.socialSecurityNumber ?? ''), c.socialSecurityNumber ?? '').toBe(true);
      expect(ibanValid(c.bankAccount?.iban ?? ''), c.bankAccount?.iban ?? '').toBe(true);
      expect(c.bankAccount?.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}$/);
      expect(c.phoneNumber).toMatch(/^\+33[67]\d{8}$/);
    }
    expect(collaborators.some((c) => /^\d{5}2[AB]/.test(c.socialSecurityNumber ?? ''))).toBe(true);
    expect(collaborators.some((c) => (c.socialSecurityNumber ?? '').slice(5, 7) === '99')).toBe(true);
  });

  it('has French names with accents and particles, so the ordering is exercised', () => {
    const last = collaborators.map((c) => c.lastName);
    expect(last.some((n) => /^(de|du|d'|De|D')/.test(n))).toBe(true);
    expect(collaborators.some((c) => sortKey(c.firstName) !== c.firstName.toLowerCase())).toBe(true);
  });

  it('has contracts of every natureContrat and collaborators of every employment status', () => {
    const natures = new Set(collaborators.flatMap((c) => (c.contracts ?? []).map((k) => k.natureContrat)));
    expect([...natures].sort()).toEqual([...NATURES_CONTRAT].sort());
    expect(new Set(collaborators.map(statusOf))).toEqual(new Set(['past', 'active', 'future']));
  });

  it('gives payroll contracts a job, PCS-ESE, working time, Syntec grid and trial period, and ended ones a reason', () => {
    const contracts = collaborators.flatMap((c) => c.contracts ?? []);
    const payroll = contracts.filter(
      (k) => !['freelance', 'external_staff', 'founder'].includes(k.natureContrat),
    );
    for (const k of payroll) {
      expect(k.jobTitle).toBeTruthy();
      expect(k.pcsEse).toMatch(/^\d{3}[a-z]$/);
      expect(k.collectiveAgreement).toBe('1486');
      expect(k.workingTime?.unit).toMatch(/^(hour|fixed_days)$/);
      expect(k.trialPeriodDays).toBeGreaterThan(0);
      if (k.endDate) expect(k.endReason).toMatch(/^\d{3}$/);
    }
    expect(payroll.some((k) => k.workingTime?.arrangement === 'part_time')).toBe(true);
    expect(contracts.some((k) => k.natureContrat === 'freelance' && k.jobTitle === undefined)).toBe(true);
  });

  it('gives a few collaborators an establishment history ending in their current establishment', () => {
    const moved = collaborators.filter((c) => c.establishmentHistory !== undefined);
    expect(moved.length).toBeGreaterThan(0);
    for (const c of moved) {
      const [before, now] = c.establishmentHistory ?? [];
      expect(now?.establishmentId).toBe(c.establishmentId);
      expect(now?.endDate).toBeNull();
      expect(before?.establishmentId).not.toBe(c.establishmentId);
      expect((before?.endDate ?? '') < (now?.startDate ?? '')).toBe(true);
    }
  });

  it('has teams with managers, some listed after their reports', () => {
    const index = new Map(collaborators.map((c, i) => [c.id, i]));
    const forward = collaborators.filter((c, i) => c.managerId && (index.get(c.managerId) ?? -1) > i);
    expect(forward.length).toBeGreaterThan(0);
    expect(collaborators.every((c) => c.managerId === null || index.has(c.managerId ?? ''))).toBe(true);
  });

  it('has absences of every documented type and a custom one, with half days and every status', () => {
    const types = new Set(doc.absences.map((a: { type: string }) => a.type));
    for (const type of ABSENCE_TYPES) expect(types.has(type), type).toBe(true);
    expect([...types].some((t) => String(t).startsWith('custom_'))).toBe(true);
    expect(new Set(doc.absences.map((a: { status: string }) => a.status))).toEqual(
      new Set(['approved', 'pending', 'rejected']),
    );
    expect(doc.absences.some((a: { startHalfDay: boolean }) => a.startHalfDay)).toBe(true);
    expect(doc.absences.some((a: { endHalfDay: boolean }) => a.endHalfDay)).toBe(true);
  });

  it('has remote and on-site work locations, and a meal-voucher configuration', () => {
    const remote = new Set(doc.workLocations.map((w: { isRemoteWork: boolean }) => w.isRemoteWork));
    expect(remote).toEqual(new Set([true, false]));
    expect(doc.mealVoucherConfiguration.companyShare).toBeGreaterThanOrEqual(0.5);
    expect(doc.mealVoucherConfiguration.companyShare).toBeLessThanOrEqual(0.6);
  });
});
