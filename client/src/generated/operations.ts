/**
 * How each operation of the Public HR Data API is called.
 * Generated from openapi.json by `npm run generate -w client`: do not edit.
 */
import type { OperationSpec } from '../operation-spec.ts';

export const operations = {
  "listCollaborators": {
    "method": "GET",
    "path": "/organizations/{organizationId}/collaborators",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "page",
      "limit",
      "cursor",
      "establishmentId",
      "ids",
      "status"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 100,
    "items": [
      "data"
    ]
  },
  "getCollaborator": {
    "method": "GET",
    "path": "/organizations/{organizationId}/collaborators/{collaboratorId}",
    "pathParams": [
      "organizationId",
      "collaboratorId"
    ],
    "queryParams": [
      "establishmentId"
    ],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "putCollaborator": {
    "method": "PUT",
    "path": "/organizations/{organizationId}/collaborators/{collaboratorId}",
    "pathParams": [
      "organizationId",
      "collaboratorId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "id",
      "establishmentId",
      "isProfileComplete",
      "personnelNumber",
      "title",
      "firstName",
      "lastName",
      "email",
      "birthName",
      "secondaryEmail",
      "phoneNumber",
      "birthDate",
      "birthCity",
      "countryOfBirth",
      "nationality",
      "address",
      "seniorityDate",
      "socialSecurityNumber",
      "bankAccount",
      "managerId",
      "teamId",
      "contracts",
      "establishmentHistory"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "patchCollaborator": {
    "method": "PATCH",
    "path": "/organizations/{organizationId}/collaborators/{collaboratorId}",
    "pathParams": [
      "organizationId",
      "collaboratorId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "id",
      "establishmentId",
      "isProfileComplete",
      "personnelNumber",
      "title",
      "firstName",
      "lastName",
      "email",
      "birthName",
      "secondaryEmail",
      "phoneNumber",
      "birthDate",
      "birthCity",
      "countryOfBirth",
      "nationality",
      "address",
      "seniorityDate",
      "socialSecurityNumber",
      "bankAccount",
      "managerId",
      "teamId",
      "contracts",
      "establishmentHistory"
    ],
    "bodyMediaType": "application/merge-patch+json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listAbsences": {
    "method": "GET",
    "path": "/organizations/{organizationId}/absences",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "page",
      "limit",
      "cursor",
      "startDate",
      "endDate",
      "status",
      "establishmentId",
      "ids"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 100,
    "items": [
      "data"
    ]
  },
  "requestAbsence": {
    "method": "POST",
    "path": "/organizations/{organizationId}/absences",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "collaboratorId",
      "startDate",
      "endDate",
      "startHalfDay",
      "endHalfDay",
      "createdAt",
      "type",
      "dsnReason"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listWorkLocations": {
    "method": "GET",
    "path": "/organizations/{organizationId}/work-locations",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "page",
      "limit",
      "cursor",
      "startDate",
      "endDate",
      "status",
      "establishmentId",
      "ids"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 100,
    "items": [
      "data"
    ]
  },
  "requestWorkLocation": {
    "method": "POST",
    "path": "/organizations/{organizationId}/work-locations",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "collaboratorId",
      "startDate",
      "endDate",
      "startHalfDay",
      "endHalfDay",
      "createdAt",
      "isRemoteWork",
      "location"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "getAbsence": {
    "method": "GET",
    "path": "/organizations/{organizationId}/absences/{absenceId}",
    "pathParams": [
      "organizationId",
      "absenceId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "putAbsence": {
    "method": "PUT",
    "path": "/organizations/{organizationId}/absences/{absenceId}",
    "pathParams": [
      "organizationId",
      "absenceId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "collaboratorId",
      "startDate",
      "endDate",
      "startHalfDay",
      "endHalfDay",
      "createdAt",
      "type",
      "dsnReason",
      "id",
      "status"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "deleteAbsence": {
    "method": "DELETE",
    "path": "/organizations/{organizationId}/absences/{absenceId}",
    "pathParams": [
      "organizationId",
      "absenceId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "approveAbsence": {
    "method": "POST",
    "path": "/organizations/{organizationId}/absences/{absenceId}/approve",
    "pathParams": [
      "organizationId",
      "absenceId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "comment"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "rejectAbsence": {
    "method": "POST",
    "path": "/organizations/{organizationId}/absences/{absenceId}/reject",
    "pathParams": [
      "organizationId",
      "absenceId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "comment"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "getWorkLocation": {
    "method": "GET",
    "path": "/organizations/{organizationId}/work-locations/{workLocationId}",
    "pathParams": [
      "organizationId",
      "workLocationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "putWorkLocation": {
    "method": "PUT",
    "path": "/organizations/{organizationId}/work-locations/{workLocationId}",
    "pathParams": [
      "organizationId",
      "workLocationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "collaboratorId",
      "startDate",
      "endDate",
      "startHalfDay",
      "endHalfDay",
      "createdAt",
      "isRemoteWork",
      "location",
      "id",
      "status"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "deleteWorkLocation": {
    "method": "DELETE",
    "path": "/organizations/{organizationId}/work-locations/{workLocationId}",
    "pathParams": [
      "organizationId",
      "workLocationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "approveWorkLocation": {
    "method": "POST",
    "path": "/organizations/{organizationId}/work-locations/{workLocationId}/approve",
    "pathParams": [
      "organizationId",
      "workLocationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "comment"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "rejectWorkLocation": {
    "method": "POST",
    "path": "/organizations/{organizationId}/work-locations/{workLocationId}/reject",
    "pathParams": [
      "organizationId",
      "workLocationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "comment"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "getOrganization": {
    "method": "GET",
    "path": "/organizations/{organizationId}",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "establishmentId"
    ],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listMealVouchers": {
    "method": "GET",
    "path": "/organizations/{organizationId}/meal-vouchers",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "month",
      "year",
      "page",
      "limit",
      "cursor",
      "establishmentId"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 100,
    "items": [
      "data",
      "mealVouchers"
    ]
  },
  "listMealVoucherDays": {
    "method": "GET",
    "path": "/organizations/{organizationId}/meal-vouchers/{collaboratorId}/days",
    "pathParams": [
      "organizationId",
      "collaboratorId"
    ],
    "queryParams": [
      "month",
      "year",
      "establishmentId"
    ],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listComplementaryContracts": {
    "method": "GET",
    "path": "/organizations/{organizationId}/complementary-contracts",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "page",
      "limit",
      "cursor",
      "establishmentId",
      "ids"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 10,
    "items": [
      "data"
    ]
  },
  "importFicheParametrage": {
    "method": "POST",
    "path": "/organizations/{organizationId}/complementary-contracts/fiche-parametrage",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "dryRun"
    ],
    "defaultedParams": [],
    "bodyParams": [
      "establishmentId",
      "ficheParametrageXml"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listContractContributions": {
    "method": "GET",
    "path": "/organizations/{organizationId}/complementary-contracts/{contractId}/contributions",
    "pathParams": [
      "organizationId",
      "contractId"
    ],
    "queryParams": [
      "month",
      "year",
      "page",
      "limit",
      "cursor"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 100,
    "items": [
      "data"
    ]
  },
  "replaceAffiliations": {
    "method": "PUT",
    "path": "/organizations/{organizationId}/complementary-contracts/affiliations",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "establishmentId",
      "affiliations"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listCollaboratorAffiliations": {
    "method": "GET",
    "path": "/organizations/{organizationId}/collaborators/{collaboratorId}/affiliations",
    "pathParams": [
      "organizationId",
      "collaboratorId"
    ],
    "queryParams": [
      "page",
      "limit",
      "cursor",
      "establishmentId"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 100,
    "items": [
      "data"
    ]
  },
  "upsertCollaboratorAffiliation": {
    "method": "PUT",
    "path": "/organizations/{organizationId}/collaborators/{collaboratorId}/affiliations",
    "pathParams": [
      "organizationId",
      "collaboratorId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "establishmentId",
      "complementaryContractId",
      "status",
      "optionId",
      "startDate",
      "endDate"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listChanges": {
    "method": "GET",
    "path": "/organizations/{organizationId}/changes",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "after",
      "limit",
      "types",
      "establishmentId"
    ],
    "defaultedParams": [
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 1000,
    "items": null
  },
  "getLatestChangeCursor": {
    "method": "GET",
    "path": "/organizations/{organizationId}/changes/latest",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "getSnapshot": {
    "method": "GET",
    "path": "/organizations/{organizationId}/snapshot",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "lists"
    ],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listPartnerGrants": {
    "method": "GET",
    "path": "/partner-app/grants",
    "pathParams": [],
    "queryParams": [
      "page",
      "limit",
      "cursor"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 100,
    "items": [
      "data"
    ]
  },
  "getPartnerWebhookEndpoint": {
    "method": "GET",
    "path": "/partner-app/webhook-endpoint",
    "pathParams": [],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "putPartnerWebhookEndpoint": {
    "method": "PUT",
    "path": "/partner-app/webhook-endpoint",
    "pathParams": [],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [
      "url",
      "eventTypes"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "deletePartnerWebhookEndpoint": {
    "method": "DELETE",
    "path": "/partner-app/webhook-endpoint",
    "pathParams": [],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "rotatePartnerWebhookSecret": {
    "method": "POST",
    "path": "/partner-app/webhook-endpoint/rotate-secret",
    "pathParams": [],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listPartnerWebhookLanes": {
    "method": "GET",
    "path": "/partner-app/webhook-endpoint/lanes",
    "pathParams": [],
    "queryParams": [
      "page",
      "limit",
      "cursor",
      "status"
    ],
    "defaultedParams": [
      "page",
      "limit"
    ],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": 100,
    "items": [
      "data"
    ]
  },
  "enablePartnerWebhookLane": {
    "method": "POST",
    "path": "/partner-app/webhook-endpoint/lanes/{organizationId}/enable",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "listPartnerWebhookLaneDeliveries": {
    "method": "GET",
    "path": "/partner-app/webhook-endpoint/lanes/{organizationId}/deliveries",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  },
  "importHrDataDocument": {
    "method": "POST",
    "path": "/organizations/{organizationId}/imports",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "replace",
      "dryRun"
    ],
    "defaultedParams": [
      "replace",
      "dryRun"
    ],
    "bodyParams": [
      "body"
    ],
    "bodyMediaType": "application/json",
    "wholeBody": true,
    "maxLimit": null,
    "items": null
  },
  "importDsn": {
    "method": "POST",
    "path": "/organizations/{organizationId}/dsn-imports",
    "pathParams": [
      "organizationId"
    ],
    "queryParams": [
      "dryRun"
    ],
    "defaultedParams": [
      "dryRun"
    ],
    "bodyParams": [
      "body"
    ],
    "bodyMediaType": "application/octet-stream",
    "wholeBody": true,
    "maxLimit": null,
    "items": null
  },
  "getImport": {
    "method": "GET",
    "path": "/organizations/{organizationId}/imports/{importId}",
    "pathParams": [
      "organizationId",
      "importId"
    ],
    "queryParams": [],
    "defaultedParams": [],
    "bodyParams": [],
    "bodyMediaType": null,
    "wholeBody": false,
    "maxLimit": null,
    "items": null
  }
} as const satisfies Record<string, OperationSpec>;
