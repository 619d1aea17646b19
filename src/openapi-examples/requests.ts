import type { Absence } from '../dated-records/absences.schema.ts';
import type { WorkLocation } from '../dated-records/work-locations.schema.ts';
import type { AbsenceInput, WorkLocationInput } from '../hr-data/document.schema.ts';
import type { OperationExamples } from '../schema/examples.ts';

/** The id the server gives a request in the examples: a UUIDv7, as src/shared/ids.ts makes them. */
const REQUESTED_ID = '019b2a1c-5d3e-7f40-8a6b-3c2d1e0f9a8b';
const REQUESTED_AT = '2026-03-02T09:30:00.000Z';

/**
 * The writes of absences and work locations, from the seed's first ones: written again as they
 * are (PUT), asked for on days the seed leaves free (POST), decided with a comment. A server
 * holding the seed accepts the request examples (test/openapi/examples-accepted.test.ts, which
 * puts the request back to pending before each decision it sends).
 */
export function requestWriteExamples(
  doc: { absences: AbsenceInput[]; workLocations: WorkLocationInput[] },
  absence: Absence | undefined,
  workLocation: WorkLocation | undefined,
): Record<string, OperationExamples> {
  const item = doc.absences[0];
  const place = doc.workLocations[0];
  if (!item || !place || !absence || !workLocation)
    throw new Error('the seed generated no absence or work location');
  const asked = { startDate: '2027-01-04', endDate: '2027-01-08', endHalfDay: true };
  const remote = { startDate: '2027-01-11', endDate: '2027-01-11', startHalfDay: false, endHalfDay: false };
  return {
    getAbsence: { response: absence },
    putAbsence: { request: item, response: absence },
    requestAbsence: {
      request: { collaboratorId: item.collaboratorId, type: 'conge_paye', ...asked },
      response: {
        ...absence,
        id: REQUESTED_ID,
        ...asked,
        startHalfDay: false,
        createdAt: REQUESTED_AT,
        status: 'pending',
      },
    },
    approveAbsence: {
      request: { comment: 'Bonnes vacances !' },
      response: { ...absence, status: 'approved' },
    },
    rejectAbsence: {
      request: { comment: 'La période est déjà prise par l’équipe.' },
      response: { ...absence, status: 'rejected' },
    },
    // No body to show: the error examples only.
    deleteAbsence: { response: null },
    getWorkLocation: { response: workLocation },
    putWorkLocation: { request: place, response: workLocation },
    requestWorkLocation: {
      request: { collaboratorId: place.collaboratorId, isRemoteWork: true, location: 'Domicile', ...remote },
      response: {
        ...workLocation,
        id: REQUESTED_ID,
        isRemoteWork: true,
        location: 'Domicile',
        ...remote,
        createdAt: REQUESTED_AT,
        status: 'pending',
      },
    },
    approveWorkLocation: {
      request: { comment: 'Validé' },
      response: { ...workLocation, status: 'approved' },
    },
    rejectWorkLocation: {
      request: { comment: 'Présence requise ce jour-là' },
      response: { ...workLocation, status: 'rejected' },
    },
    deleteWorkLocation: { response: null },
  };
}
