/**
 * The rubriques this import reads (docs/dsn.md), whatever the norm version: only their values are
 * decoded, and each is checked against the file's own version of the norm (type, length, real
 * date, code list). Every other rubrique of the norm is passed over unread (pay, contributions,
 * payments to organisms); one the file's version does not know is a warning.
 */
export const READ_RUBRIQUES: ReadonlySet<string> = new Set([
  // Envoi
  'S10.G00.00.001',
  'S10.G00.00.005',
  'S10.G00.00.006',
  'S10.G00.00.008',
  'S10.G00.01.001',
  'S10.G00.01.002',
  // Déclaration
  'S20.G00.05.001',
  'S20.G00.05.002',
  'S20.G00.05.005',
  'S20.G00.05.006',
  'S20.G00.05.007',
  // Entreprise
  'S21.G00.06.001',
  'S21.G00.06.002',
  // Établissement
  'S21.G00.11.001',
  'S21.G00.11.003',
  'S21.G00.11.004',
  'S21.G00.11.005',
  'S21.G00.11.015',
  'S21.G00.11.022',
  // Adhésion prévoyance
  'S21.G00.15.001',
  'S21.G00.15.002',
  'S21.G00.15.003',
  'S21.G00.15.005',
  // Individu
  'S21.G00.30.001',
  'S21.G00.30.002',
  'S21.G00.30.003',
  'S21.G00.30.004',
  'S21.G00.30.005',
  'S21.G00.30.006',
  'S21.G00.30.007',
  'S21.G00.30.008',
  'S21.G00.30.009',
  'S21.G00.30.010',
  'S21.G00.30.011',
  'S21.G00.30.015',
  'S21.G00.30.016',
  'S21.G00.30.017',
  'S21.G00.30.018',
  'S21.G00.30.019',
  'S21.G00.30.020',
  // Changements individu
  'S21.G00.31.001',
  'S21.G00.31.008',
  // Contrat
  'S21.G00.40.001',
  'S21.G00.40.002',
  'S21.G00.40.003',
  'S21.G00.40.004',
  'S21.G00.40.006',
  'S21.G00.40.007',
  'S21.G00.40.008',
  'S21.G00.40.009',
  'S21.G00.40.010',
  'S21.G00.40.011',
  'S21.G00.40.012',
  'S21.G00.40.013',
  'S21.G00.40.014',
  'S21.G00.40.016',
  'S21.G00.40.017',
  'S21.G00.40.021',
  'S21.G00.40.041',
  'S21.G00.40.055',
  'S21.G00.40.069',
  'S21.G00.40.070',
  'S21.G00.40.071',
  'S21.G00.40.082',
  // Changements contrat
  'S21.G00.41.001',
  // Arrêt de travail
  'S21.G00.60.001',
  'S21.G00.60.002',
  'S21.G00.60.003',
  'S21.G00.60.010',
  'S21.G00.60.011',
  'S21.G00.60.012',
  // Fin du contrat
  'S21.G00.62.001',
  'S21.G00.62.002',
  // Autre suspension
  'S21.G00.65.001',
  'S21.G00.65.002',
  'S21.G00.65.003',
  // Affiliation prévoyance
  'S21.G00.70.004',
  'S21.G00.70.005',
  'S21.G00.70.013',
  'S21.G00.70.014',
  'S21.G00.70.015',
  // Totaux
  'S90.G00.90.001',
  'S90.G00.90.002',
]);
