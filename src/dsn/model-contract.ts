import { type BlockNode, lineOf, value } from './blocks.ts';
import {
  type DsnDependant,
  type DsnDependantCounts,
  maintainedCover,
  readCounts,
  readDependants,
} from './model-dependants.ts';
import { childrenOf, date, missing, number, text } from './model-values.ts';
import type { ProblemList } from './problems.ts';

export interface DsnContract {
  line: number;
  startDate: string;
  number: string;
  cadre: string | null;
  pcsEse: string | null;
  jobTitle: string | null;
  nature: string | null;
  scheme: string | null;
  plannedEndDate: string | null;
  unit: string | null;
  referenceQuota: number | null;
  quota: number | null;
  arrangement: string | null;
  partTimeRate: number | null;
  collectiveAgreement: string | null;
  position: string | null;
  level: string | null;
  step: string | null;
  coefficient: string | null;
  trialPeriodDays: number | null;
  /** `.002` conventional status, `.016` complement to the basic scheme (Alsace-Moselle), `.021` recourse reason. */
  conventionalStatus: string | null;
  localScheme: string | null;
  recourseReason: string | null;
  /** `maintained`: `S21.G00.62.016` says the affiliation is kept after the end (portability). */
  end: { date: string; reason: string | null; line: number; maintained: boolean } | null;
  stoppages: {
    reason: string;
    lastDayWorked: string;
    plannedEnd: string | null;
    returnDate: string | null;
    /** `.011`, `.012`. */
    returnReason: string | null;
    accidentDate: string | null;
    line: number;
  }[];
  suspensions: { reason: string; startDate: string; endDate: string | null; line: number }[];
  affiliations: {
    adhesion: string | null;
    option: string | null;
    population: string | null;
    startDate: string | null;
    endDate: string | null;
    line: number;
    startLine: number;
    endLine: number;
    counts: DsnDependantCounts;
    dependants: DsnDependant[];
  }[];
}

/** Maps one `S21.G00.40` block with its stoppages, suspensions, end and affiliations. */
export function readContract(node: BlockNode, problems: ProblemList): DsnContract | null {
  const startDate = date(node, '001');
  if (!startDate) {
    if (value(node, '001') === null)
      missing(node, problems, 'the contract start date (S21.G00.40.001) is missing');
    return null;
  }
  const end = childrenOf(node, 'S21.G00.62')[0];
  const endDate = end ? date(end, '001') : null;
  const maintained = maintainedCover(end, problems);
  return {
    line: node.line,
    startDate,
    number: text(node, '009') ?? '',
    cadre: value(node, '003'),
    pcsEse: text(node, '004'),
    jobTitle: text(node, '006'),
    nature: value(node, '007'),
    scheme: value(node, '008'),
    plannedEndDate: date(node, '010'),
    unit: value(node, '011'),
    referenceQuota: number(node, '012'),
    quota: number(node, '013'),
    arrangement: value(node, '014'),
    partTimeRate: number(node, '055'),
    collectiveAgreement: text(node, '017'),
    position: text(node, '041'),
    level: text(node, '069'),
    step: text(node, '070'),
    coefficient: text(node, '071'),
    trialPeriodDays: number(node, '082'),
    conventionalStatus: value(node, '002'),
    localScheme: value(node, '016'),
    recourseReason: value(node, '021'),
    end: end && endDate ? { date: endDate, reason: value(end, '002'), line: end.line, maintained } : null,
    stoppages: readStoppages(node, problems),
    suspensions: readSuspensions(node, problems),
    affiliations: readAffiliations(node, problems),
  };
}

/** The contract's work stoppages (`S21.G00.60`); one without its reason or last day worked is left out. */
function readStoppages(node: BlockNode, problems: ProblemList): DsnContract['stoppages'] {
  return childrenOf(node, 'S21.G00.60').flatMap((s) => {
    const lastDayWorked = date(s, '002');
    const reason = value(s, '001');
    if (!lastDayWorked || !reason) {
      // A value that is there but wrong was refused at its own line already: only a missing one is new.
      if (value(s, '002') === null || reason === null) {
        missing(
          s,
          problems,
          'a work stoppage needs its reason (S21.G00.60.001) and its last day worked (.002)',
        );
      }
      return [];
    }
    return [
      {
        reason,
        lastDayWorked,
        plannedEnd: date(s, '003'),
        returnDate: date(s, '010'),
        returnReason: value(s, '011'),
        accidentDate: date(s, '012'),
        line: s.line,
      },
    ];
  });
}

/** The contract's suspensions (`S21.G00.65`); one without its reason or start date is left out. */
function readSuspensions(node: BlockNode, problems: ProblemList): DsnContract['suspensions'] {
  return childrenOf(node, 'S21.G00.65').flatMap((s) => {
    const startDate = date(s, '002');
    const reason = value(s, '001');
    if (!startDate || !reason) {
      if (value(s, '002') === null || reason === null) {
        missing(s, problems, 'a suspension needs its reason (S21.G00.65.001) and its start date (.002)');
      }
      return [];
    }
    return [{ reason, startDate, endDate: date(s, '003'), line: s.line }];
  });
}

/** The contract's affiliations (`S21.G00.70`) with their dependants. */
function readAffiliations(node: BlockNode, problems: ProblemList): DsnContract['affiliations'] {
  return childrenOf(node, 'S21.G00.70').map((a) => ({
    adhesion: value(a, '013'),
    option: text(a, '004'),
    population: text(a, '005'),
    startDate: date(a, '014'),
    endDate: date(a, '015'),
    line: a.line,
    startLine: lineOf(a, '014'),
    endLine: lineOf(a, '015'),
    counts: readCounts(a),
    dependants: readDependants(a, problems),
  }));
}
