import { COUNTRY_CODES } from '../shared/countries.ts';
import { component, StringEnum } from './kit.ts';

/** A country of an address or a nationality, shared by the collaborators' and the organization's responses. */
export const CountryCode = component(
  'CountryCode',
  StringEnum(COUNTRY_CODES, { description: 'A lowercase ISO 3166 two-letter code.' }),
);
