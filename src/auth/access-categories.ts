/** Categories of a collaborator's data a response can carry; each is a pair of columns of the log. */
export const ACCESS_CATEGORIES = [
  'basic',
  'personal_details',
  'contract',
  'absence',
  'absence_type',
  'work_location',
  'affiliation',
  'meal_voucher',
  // The people an affiliation covers (S21.G00.73): third parties' data, read through their collaborator.
  'dependant',
] as const;
export type AccessCategory = (typeof ACCESS_CATEGORIES)[number];

/** A category's index in `ACCESS_CATEGORIES`. */
export const CATEGORY_INDEX: ReadonlyMap<AccessCategory, number> = new Map(
  ACCESS_CATEGORIES.map((c, i) => [c, i]),
);
