import { SEED_ADHESION } from './dsn-model.ts';

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The fiche de paramétrage (version 1.3.3) of a seeded company: the complementary contract and
 * options its DSNs' affiliations (S21.G00.70) name, for cadres (CA) and non-cadres (NC), so that
 * a seeded DSN imported after it skips no affiliation.
 */
export function seedFicheXml(company: { siren: string; headNic: string; name: string }): string {
  const { organism, delegate, reference, option } = SEED_ADHESION;
  const parameters = (population: string, label: string) =>
    [
      '    <ParametresContrats DateDebutValidite="01012025" Periodicite="Trimestriel">',
      `      <Organisme CodeOC="${organism}" CodeDELEG="${delegate}"/>`,
      `      <Contrat ReferenceContrat="${reference}" LibelleContrat="Prévoyance obligatoire"/>`,
      `      <Option CodeOption="${option}" LibelleOption="Option de base"/>`,
      `      <Population CodePopulation="${population}" LibellePopulation="${label}"/>`,
      '      <ElementsDeCalculAttendus><TAPrev><Taux>1.5</Taux></TAPrev></ElementsDeCalculAttendus>',
      '    </ParametresContrats>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<FICHE IdentifiantFiche="FP2025000001" DateHeureCreation="2025-01-02T09:00:00" Version="133">',
    `  <Entreprise SIREN="${company.siren}" RaisonSociale="${xmlText(company.name)}" NIC="${company.headNic}"/>`,
    `  <ProducteurFiche CodeProducteur="${delegate}" RaisonSocialeProducteur="GESTION DELEGUEE EXEMPLE" CodePorteurDeRisque="${organism}"/>`,
    '  <GROUPE NumeroGrp="1" LibelleGrp="Prévoyance collective">',
    parameters('CA', 'Cadres'),
    parameters('NC', 'Non cadres'),
    '  </GROUPE>',
    '</FICHE>',
    '',
  ].join('\n');
}
