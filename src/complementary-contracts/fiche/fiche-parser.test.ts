import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyProblems, contractsOf } from './fiche-contracts.ts';
import { FICHE_LIMITS, parseFiche } from './fiche-parser.ts';
import { FicheRefused } from './fiche-problems.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/fiche-parametrage');
const read = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const example = read('example-synthetic-v133.xml');
const withoutDeclaration = (xml: string) => xml.replace(/^<\?xml[^>]*\?>/, '');
const lotOfAcme = `<?xml version="1.0" encoding="UTF-8"?><LotFicheParam>${withoutDeclaration(read('acme-sante-retraite-v133.xml'))}${withoutDeclaration(read('acme-etablissement-00013-v133.xml'))}</LotFicheParam>`;

/** A minimal valid FICHE around the given GROUPE content. */
function fiche(groups: string, entreprise = '<Entreprise SIREN="552100554" RaisonSociale="ACME"/>') {
  return `<FICHE IdentifiantFiche="F1" DateHeureCreation="2025-01-01T00:00:00" Version="133">${entreprise}${groups}</FICHE>`;
}
const entry = (organisme: string, contrat = '<Contrat ReferenceContrat="REF-1" LibelleContrat="Santé"/>') =>
  `<ParametresContrats DateDebutValidite="01012025">${organisme}${contrat}</ParametresContrats>`;
const group = (content: string, numero = '1') =>
  `<GROUPE NumeroGrp="${numero}" LibelleGrp="Santé">${content}</GROUPE>`;

function refusal(xml: string, limits = FICHE_LIMITS): string {
  try {
    parseFiche(xml, limits);
  } catch (error) {
    if (error instanceof FicheRefused) return error.message;
    throw error;
  }
  throw new Error('the fiche was accepted');
}

describe('parseFiche: the synthetic example of the published schema', () => {
  const parsed = parseFiche(example);

  it('reads the company of the fiche', () => {
    expect(parsed.companies).toEqual([{ siren: '123456789', nic: '00012', where: 'FICHE[1]/Entreprise' }]);
  });

  it('gives one contract per (CodeOC, CodeDELEG, ReferenceContrat), with deduplicated options', () => {
    expect(contractsOf(parsed.entries)).toEqual([
      {
        organismeCode: 'P0942',
        organismeDelegationCode: 'D00123',
        contractReference: 'PREV-2025-0001',
        contractName: 'Prévoyance obligatoire',
        name: 'Prévoyance collective',
        options: [
          {
            optionCode: 'OPT1',
            optionName: 'Option de base',
            populationCode: 'CA',
            populationName: 'Cadres',
          },
          {
            optionCode: 'OPT1',
            optionName: 'Option de base',
            populationCode: 'NC',
            populationName: 'Non cadres',
          },
        ],
      },
      {
        organismeCode: 'P0942',
        organismeDelegationCode: '',
        contractReference: 'SANTE-77',
        contractName: 'Frais de santé ensemble du personnel',
        name: 'Prévoyance collective',
        options: [{ optionCode: '', optionName: '', populationCode: '', populationName: '' }],
      },
    ]);
  });

  it('accepts the ISO-8859-1 declaration of real fiches: the text is already Unicode', () => {
    const latin = example.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    expect(contractsOf(parseFiche(latin).entries)[0]?.contractName).toBe('Prévoyance obligatoire');
  });
});

describe('parseFiche: a LotFicheParam of two fiches validated against the schema', () => {
  const parsed = parseFiche(lotOfAcme);

  it('reads the company of each FICHE', () => {
    expect(parsed.companies).toEqual([
      { siren: '552100554', nic: null, where: 'FICHE[1]/Entreprise' },
      { siren: '552100554', nic: '00013', where: 'FICHE[2]/Entreprise' },
    ]);
  });

  it('merges a contract named by both fiches, keeping each population once', () => {
    expect(contractsOf(parsed.entries)).toEqual([
      {
        organismeCode: 'A1B2C3',
        organismeDelegationCode: 'G00042',
        contractReference: 'SANTE 2025 BASE',
        contractName: 'Santé base',
        name: 'Frais de santé',
        options: [
          { optionCode: 'BASE', optionName: 'Base conventionnelle', populationCode: '', populationName: '' },
        ],
      },
      {
        organismeCode: '775671356',
        organismeDelegationCode: '',
        contractReference: 'RS-88',
        contractName: 'Retraite supplémentaire art. 83',
        name: 'Retraite supplémentaire',
        options: [
          {
            optionCode: '',
            optionName: '',
            populationCode: 'ETAM',
            populationName: 'Employés, techniciens, agents de maîtrise',
          },
          { optionCode: '', optionName: '', populationCode: 'CAD', populationName: 'Cadres' },
        ],
      },
    ]);
  });
});

describe('parseFiche: what it accepts', () => {
  it('reads a LotFicheParam of several FICHE, matching prefixed elements on their local names', () => {
    const lot = `<?xml version="1.0"?><p:LotFicheParam xmlns:p="urn:example">
      <p:FICHE IdentifiantFiche="F1" DateHeureCreation="2025-01-01T00:00:00" Version="133">
        <p:Entreprise SIREN="552100554" RaisonSociale="ACME"/>
        <p:GROUPE NumeroGrp="1" LibelleGrp="Santé">${entry('<p:Organisme CodeOC="P0001"/>').replace(/<(\/?)(ParametresContrats|Contrat)/g, '<$1p:$2')}</p:GROUPE>
      </p:FICHE>
      ${fiche(group(entry('<Organisme CodeOC="A12B34" CodeDELEG="G12345"/>')), '<Entreprise SIREN="552100554" RaisonSociale="ACME" NIC="00013"/>')}
    </p:LotFicheParam>`;
    const parsed = parseFiche(lot);
    expect(parsed.companies.map((c) => c.nic)).toEqual([null, '00013']);
    expect(contractsOf(parsed.entries).map((c) => [c.organismeCode, c.organismeDelegationCode])).toEqual([
      ['P0001', ''],
      ['A12B34', 'G12345'],
    ]);
  });

  it('ignores elements it does not know, wherever they are', () => {
    const xml = fiche(
      `<T2UPrev x="1"><GROUPE NumeroGrp="9" LibelleGrp="x"/></T2UPrev>${group(`<Unknown/>${entry('<Organisme CodeOC="P0001"/><Extra/>')}`)}`,
    );
    expect(contractsOf(parseFiche(xml).entries)).toHaveLength(1);
  });

  it('gives an entry with an Option but no Population an empty population', () => {
    const xml = fiche(
      group(
        `<ParametresContrats DateDebutValidite="01012025"><Organisme CodeOC="P0001"/><Contrat ReferenceContrat="R" LibelleContrat="L"/><Option CodeOption="B" LibelleOption="Base"/></ParametresContrats>`,
      ),
    );
    expect(contractsOf(parseFiche(xml).entries)[0]?.options).toEqual([
      { optionCode: 'B', optionName: 'Base', populationCode: '', populationName: '' },
    ]);
  });
});

describe('parseFiche: what it refuses, saying where', () => {
  it.each([
    [
      'a DOCTYPE',
      `<?xml version="1.0"?><!DOCTYPE FICHE SYSTEM "http://example.com/fiche.dtd">${fiche(group(entry('<Organisme CodeOC="P0001"/>')))}`,
      'a DOCTYPE (DTD or entity declaration) is not accepted',
    ],
    [
      'an entity bomb',
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><FICHE Version="133">&lol3;</FICHE>`,
      'a DOCTYPE (DTD or entity declaration) is not accepted',
    ],
    ['an undeclared entity', `<FICHE Version="133">&xxe;</FICHE>`, 'malformed XML'],
    ['malformed XML', '<FICHE Version="133"><Entreprise SIREN="552100554"></FICHE>', 'malformed XML'],
    ['text that is not XML', 'not xml at all', 'malformed XML'],
    ['another root element', '<html/>', 'html: the root element must be FICHE or LotFicheParam'],
    ['an empty LotFicheParam', '<LotFicheParam/>', 'LotFicheParam: holds no FICHE'],
    [
      'a version other than 1.3.x',
      fiche(group(entry('<Organisme CodeOC="P0001"/>'))).replace('Version="133"', 'Version="120"'),
      'FICHE[1]/@Version: must be a version 1.3.x of the fiche (13x), got 120',
    ],
    [
      'a missing CodeOC',
      fiche(group(entry('<Organisme CodeDELEG="D00123"/>'), '7')),
      'FICHE[1]/GROUPE[NumeroGrp=7]/ParametresContrats[1]/Organisme/@CodeOC: is required',
    ],
    [
      'a missing Organisme',
      fiche(group(entry(''))),
      'FICHE[1]/GROUPE[NumeroGrp=1]/ParametresContrats[1]: has no Organisme element',
    ],
    [
      'a CodeOC outside the schema',
      fiche(group(entry('<Organisme CodeOC="X0001"/>'))),
      'Organisme/@CodeOC: must be P and 4 digits, A and 5 letters or digits, or 9 digits',
    ],
    [
      'an over-long ReferenceContrat',
      fiche(
        group(
          entry(
            '<Organisme CodeOC="P0001"/>',
            `<Contrat ReferenceContrat="${'R'.repeat(31)}" LibelleContrat="L"/>`,
          ),
        ),
      ),
      'ParametresContrats[1]/Contrat/@ReferenceContrat: must be 1 to 30 characters long (got 31)',
    ],
    [
      'an over-long attribute of an element it ignores',
      fiche(
        group(entry('<Organisme CodeOC="P0001"/>')).replace(
          '<GROUPE',
          `<Message x="${'a'.repeat(2000)}"/><GROUPE`,
        ),
      ),
      'FICHE[1]/Message: @x is longer than 1024 characters',
    ],
    [
      'a missing SIREN',
      fiche(group(entry('<Organisme CodeOC="P0001"/>')), '<Entreprise RaisonSociale="ACME"/>'),
      'FICHE[1]/Entreprise/@SIREN: is required',
    ],
    ['a FICHE without GROUPE', fiche(''), 'FICHE[1]: has no GROUPE element'],
  ])('refuses %s', (_case, xml, message) => {
    expect(refusal(xml)).toContain(message);
  });

  it('refuses a document longer than its bound before reading it', () => {
    expect(refusal(`<FICHE>${' '.repeat(200)}</FICHE>`, { ...FICHE_LIMITS, maxChars: 100 })).toContain(
      'longer than 100 characters',
    );
  });

  it('refuses elements nested deeper than its bound', () => {
    const deep = `${'<a>'.repeat(20)}${'</a>'.repeat(20)}`;
    expect(refusal(fiche(deep))).toContain('nested deeper than 16');
  });

  it('refuses more elements than its bound', () => {
    expect(refusal(fiche('<x/>'.repeat(50)), { ...FICHE_LIMITS, maxElements: 20 })).toContain(
      'more than 20 elements',
    );
  });

  it('lists every problem of a fiche, not only the first', () => {
    const xml = fiche(group(entry('<Organisme/>', '<Contrat LibelleContrat="L"/>')));
    const message = refusal(xml);
    expect(message).toContain('@CodeOC: is required');
    expect(message).toContain('@ReferenceContrat: is required');
  });
});

describe('companyProblems: a fiche of another company is refused', () => {
  const companies = [{ siren: '552100554', nic: '00013', where: 'FICHE[1]/Entreprise' }];

  it('accepts the organization SIREN and the establishment NIC', () => {
    expect(companyProblems(companies, { siren: '552100554' }, { nic: '00013' })).toEqual([]);
  });

  it('accepts a fiche without NIC for any establishment', () => {
    expect(
      companyProblems([{ ...companies[0], nic: null } as never], { siren: '552100554' }, { nic: '00099' }),
    ).toEqual([]);
  });

  it('names the SIREN of another company', () => {
    expect(companyProblems(companies, { siren: '732829320' }, { nic: '00013' })).toEqual([
      { where: 'FICHE[1]/Entreprise/@SIREN', message: "552100554 is not the organization's SIREN" },
    ]);
  });

  it('names the NIC of another establishment', () => {
    expect(companyProblems(companies, { siren: '552100554' }, { nic: '00021' })).toEqual([
      { where: 'FICHE[1]/Entreprise/@NIC', message: '00013 is not the NIC of the establishment (00021)' },
    ]);
  });
});
