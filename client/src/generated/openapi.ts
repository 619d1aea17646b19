/**
 * Types of the Public HR Data API, by openapi-typescript.
 * Generated from openapi.json by `npm run generate -w client`: do not edit.
 */

export interface paths {
    "/organizations/{organizationId}/collaborators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List collaborators
         * @description A page of the organization’s collaborators, ordered by last name, first name and id (accents and case ignored). Personal fields need org:employee:details:read, `currentContract` needs org:contract:details:read; a field the key may not see is absent.
         *
         *     Requires org:employee:read.
         */
        get: operations["listCollaborators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/collaborators/{collaboratorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a collaborator
         * @description One collaborator, returned directly (no `data` wrapper). Personal fields need org:employee:details:read, `contracts` needs org:contract:details:read; a field the key may not see is absent.
         *
         *     Requires org:employee:read.
         */
        get: operations["getCollaborator"];
        /**
         * Create or replace a collaborator
         * @description Creates (201, with Location) or replaces (200) one collaborator with its contracts, from one item of the HR data document’s `collaborators`, validated and written by the import’s own rules in one transaction: the change feed, the webhooks and every read follow at once. Answers the collaborator as its get-by-id shows it to this key, with its ETag. Needs org:employee:write; a field the key may not read cannot be written (403 naming it), and is kept as stored when left out. A value the last DSN declared is never overwritten: such a write is a 409 naming the field.
         *
         *     Requires org:employee:read and org:employee:write.
         */
        put: operations["putCollaborator"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some fields of a collaborator
         * @description Applies a JSON Merge Patch (RFC 7396, `application/merge-patch+json`) to the stored collaborator as an item of the HR data document’s `collaborators` (contracts included), then validates and writes the result like a PUT. 404 when the collaborator does not exist. Answers the collaborator as its get-by-id shows it to this key, with its ETag.
         *
         *     Requires org:employee:read and org:employee:write.
         */
        patch: operations["patchCollaborator"];
        trace?: never;
    };
    "/organizations/{organizationId}/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List absences
         * @description A page of the absences overlapping [startDate, endDate] (both optional, inclusive), ordered by start date then id. `type` needs org:absence:type:read.
         *
         *     Requires org:absence:read.
         */
        get: operations["listAbsences"];
        put?: never;
        /**
         * Request a absence
         * @description Makes a request: the absence without `id` nor `status` (400 if given); the server gives it an id and the status `pending`, to be approved or rejected. 201 with `Location`, its get-by-id. It must not overlap a pending or approved absence of the same collaborator (409). Beyond v1.11.0.
         *
         *     Requires org:absence:read and org:absence:write.
         */
        post: operations["requestAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/work-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List work locations
         * @description A page of the work locations and remote-work requests overlapping [startDate, endDate] (both optional, inclusive), ordered by start date then id.
         *
         *     Requires org:work_location:read.
         */
        get: operations["listWorkLocations"];
        put?: never;
        /**
         * Request a work location
         * @description Makes a request: the work location without `id` nor `status` (400 if given); the server gives it an id and the status `pending`, to be approved or rejected. 201 with `Location`, its get-by-id. It must not overlap a pending or approved work location of the same collaborator (409). Beyond v1.11.0.
         *
         *     Requires org:work_location:read and org:work_location:write.
         */
        post: operations["requestWorkLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/absences/{absenceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one absence
         * @description One absence as the list shows it, returned directly (no `data` wrapper), with its own ETag: the one its writes answer and check `If-Match` against. Beyond v1.11.0.
         *
         *     Requires org:absence:read.
         */
        get: operations["getAbsence"];
        /**
         * Create or replace one absence
         * @description Creates (201) or replaces (200) one absence whole, in the shape of one item of the HR data document, in any status: a system of record pushing its own decisions. A status other than `pending` needs org:absence:approve. The body's `id`, if any, must be the path's. It must not overlap a pending or approved absence of the same collaborator (409). Validated by the import's own rules (422 by JSON path). Beyond v1.11.0.
         *
         *     Requires org:absence:read and org:absence:write.
         */
        put: operations["putAbsence"];
        post?: never;
        /**
         * Withdraw a absence
         * @description Withdraws a absence, whatever its status: gone from the reads, a `absence.deleted` in the change feed and the webhooks, audited. An absence a DSN declared is a 409: only a DSN changes it. Beyond v1.11.0.
         *
         *     Requires org:absence:read and org:absence:write.
         */
        delete: operations["deleteAbsence"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/absences/{absenceId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending absence
         * @description Decides a pending absence: its status becomes `approved`, with an optional `comment` kept with the decision. A absence already decided is a 409, and nothing changes; of racing decisions exactly one wins. Beyond v1.11.0.
         *
         *     Requires org:absence:read and org:absence:approve.
         */
        post: operations["approveAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/absences/{absenceId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending absence
         * @description Decides a pending absence: its status becomes `rejected`, with an optional `comment` kept with the decision. A absence already decided is a 409, and nothing changes; of racing decisions exactly one wins. Beyond v1.11.0.
         *
         *     Requires org:absence:read and org:absence:approve.
         */
        post: operations["rejectAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/work-locations/{workLocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one work location
         * @description One work location as the list shows it, returned directly (no `data` wrapper), with its own ETag: the one its writes answer and check `If-Match` against. Beyond v1.11.0.
         *
         *     Requires org:work_location:read.
         */
        get: operations["getWorkLocation"];
        /**
         * Create or replace one work location
         * @description Creates (201) or replaces (200) one work location whole, in the shape of one item of the HR data document, in any status: a system of record pushing its own decisions. A status other than `pending` needs org:work_location:approve. The body's `id`, if any, must be the path's. It must not overlap a pending or approved work location of the same collaborator (409). Validated by the import's own rules (422 by JSON path). Beyond v1.11.0.
         *
         *     Requires org:work_location:read and org:work_location:write.
         */
        put: operations["putWorkLocation"];
        post?: never;
        /**
         * Withdraw a work location
         * @description Withdraws a work location, whatever its status: gone from the reads, a `work_location.deleted` in the change feed and the webhooks, audited. Beyond v1.11.0.
         *
         *     Requires org:work_location:read and org:work_location:write.
         */
        delete: operations["deleteWorkLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/work-locations/{workLocationId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending work location
         * @description Decides a pending work location: its status becomes `approved`, with an optional `comment` kept with the decision. A work location already decided is a 409, and nothing changes; of racing decisions exactly one wins. Beyond v1.11.0.
         *
         *     Requires org:work_location:read and org:work_location:approve.
         */
        post: operations["approveWorkLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/work-locations/{workLocationId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending work location
         * @description Decides a pending work location: its status becomes `rejected`, with an optional `comment` kept with the decision. A work location already decided is a 409, and nothing changes; of racing decisions exactly one wins. Beyond v1.11.0.
         *
         *     Requires org:work_location:read and org:work_location:approve.
         */
        post: operations["rejectWorkLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the organization
         * @description The company, its identity and its establishments (only the one asked for with establishmentId). Partner keys only.
         *
         *     Requires org:company:read on a partner key or a partner app's access token.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/meal-vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count meal vouchers for a month
         * @description For each collaborator under contract during the month: the working days (Monday to Friday, not a French public holiday) under contract, less the days touched by an approved absence. Paginated over collaborators, in their usual order. Partner keys only.
         *
         *     Requires org:company:read on a partner key or a partner app's access token.
         */
        get: operations["listMealVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/meal-vouchers/{collaboratorId}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Explain a collaborator's meal-voucher count, day by day
         * @description Every day of the month, counted or not, with the rule that decided it. The counted days add up to the collaborator's `count` in the monthly list, always: both come from one rule engine. A collaborator with no contract in the month gets every working day as `no_contract` and a count of 0. The type of an absence (`days[].absence.type`) is shown only to a key that may read absence types (org:absence:read and org:absence:type:read, `absenceType` not withheld), as on the absences list. 404 when the collaborator is not the organization's, or not in `establishmentId`.
         *
         *     Requires org:company:read on a partner key or a partner app's access token.
         */
        get: operations["listMealVoucherDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/complementary-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List complementary contracts
         * @description A page of the complementary health-insurance contracts, ordered by contract reference then id, each with its options and affiliated collaborators. Partner keys only.
         *
         *     Requires org:employee:health_insurance:manage on a partner key or a partner app's access token.
         */
        get: operations["listComplementaryContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/complementary-contracts/fiche-parametrage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a DSN fiche de paramétrage
         * @description Creates or updates complementary contracts from a DSN fiche de paramétrage (FICHE or LotFicheParam, version 1.3.x) carried as text. All or nothing, idempotent: importing the same fiche again lands everything in `updated`. A DOCTYPE is refused. Partner keys only.
         *
         *     Requires org:employee:health_insurance:manage on a partner key or a partner app's access token.
         */
        post: operations["importFicheParametrage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/complementary-contracts/{contractId}/contributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the contributions of a contract for a month
         * @description What the monthly DSN declared for the month for this complementary contract (S21.G00.78 bases of code 31, their S21.G00.79 components and S21.G00.81 individual contributions): a page of the affiliated people, ordered by collaborator id, each with their base, components and amounts, and the contract’s totals for the month over every page. Partner keys only.
         *
         *     Requires org:employee:health_insurance:manage on a partner key or a partner app's access token.
         */
        get: operations["listContractContributions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/complementary-contracts/affiliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an establishment’s affiliations
         * @description Makes the establishment’s affiliations equal to the list, atomically. An unchanged affiliation keeps its start date and counts nowhere; a changed option or status counts as one deleted and one created. Unknown ids are a 400 naming them, and nothing is written. Partner keys only.
         *
         *     Requires org:employee:health_insurance:manage on a partner key or a partner app's access token.
         */
        put: operations["replaceAffiliations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/collaborators/{collaboratorId}/affiliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a collaborator’s affiliations
         * @description A page of the collaborator’s affiliations to complementary contracts, ordered by start date then id. Partner keys only.
         *
         *     Requires org:employee:health_insurance:manage on a partner key or a partner app's access token.
         */
        get: operations["listCollaboratorAffiliations"];
        /**
         * Set a collaborator’s affiliation to a contract
         * @description Creates or updates the collaborator’s affiliation to the given complementary contract and returns it. The collaborator must belong to the establishment and the option to the contract, else 400. Partner keys only.
         *
         *     Requires org:employee:health_insurance:manage on a partner key or a partner app's access token.
         */
        put: operations["upsertCollaboratorAffiliation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the changes after a cursor
         * @description The organization's change log, oldest first: one dataless event per created, updated or deleted resource, in commit order. Keep the returned nextCursor and pass it as after; an expired cursor is 410 cursor_expired (run a full sync again). A key sees only the event types whose resources it can read: collaborator events need org:employee:read, absences org:absence:read, work locations org:work_location:read, the organization and its establishments org:company:read, complementary contracts and affiliations org:employee:health_insurance:manage. A key with none of them gets 403.
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/changes/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the cursor of the newest change
         * @description The position of the newest change now. Take it before reading the lists in full, then read the changes after it (docs/sync.md). A key sees only the event types whose resources it can read: collaborator events need org:employee:read, absences org:absence:read, work locations org:work_location:read, the organization and its establishments org:company:read, complementary contracts and affiliations org:employee:health_insurance:manage. A key with none of them gets 403.
         */
        get: operations["getLatestChangeCursor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream every record for a first sync
         * @description Every record the key may see of the lists asked for (collaborators, absences, work-locations), as NDJSON: one record a line, `{"list": …, "data": …}`, in the list's item shape (same scopes and withheld fields as the lists), all read in one consistent view of the data; the last line is `{"cursor": …}`, the change-feed position of that view: follow with listChanges after it. A stream without its cursor line was cut: read it again (docs/sync.md).
         */
        get: operations["getSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-app/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organizations that granted this app
         * @description Each organization whose admin approved this app and has not revoked it, with the scopes granted, by organization id. Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.
         */
        get: operations["listPartnerGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-app/webhook-endpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the app’s webhook endpoint
         * @description Its URL, event types and status; never its secret. 404 when none is registered. Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.
         */
        get: operations["getPartnerWebhookEndpoint"];
        /**
         * Register or change the app’s webhook endpoint
         * @description One endpoint per app: it receives, signed per Standard Webhooks, the events of every organization with an active grant, each with its organizationId and only where that grant's scopes may read it. The first PUT creates it and answers its secret, once; a later PUT changes its URL and event types and turns a disabled endpoint back on, keeping the secret (the answer has no secret then). Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.
         */
        put: operations["putPartnerWebhookEndpoint"];
        post?: never;
        /**
         * Delete the app’s webhook endpoint
         * @description No event is sent after this, not even those waiting. Answers the endpoint as it was. Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.
         */
        delete: operations["deletePartnerWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-app/webhook-endpoint/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the webhook endpoint’s secret
         * @description A new secret, answered once; the former one keeps signing beside it (two signatures per delivery) for 24 hours, so the receiver can switch without losing an event. Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.
         */
        post: operations["rotatePartnerWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-app/webhook-endpoint/lanes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook endpoint’s lanes, one per granting organization
         * @description Each organization that granted the app has its own lane within the app's endpoint: its events go in order, and one that fails waits with its retries without holding another organization's. An event failing its last retry disables its lane alone (the organization's admin sees it too); the others go on. By organization id; `status=disabled` lists the lanes to turn back on. 404 when no endpoint is registered. Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.
         */
        get: operations["listPartnerWebhookLanes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-app/webhook-endpoint/lanes/{organizationId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn an organization’s lane back on
         * @description Once the receiver takes this organization's events again: the event that failed its last retry is sent first again, with a new retry schedule, then the others in order. Enabling an active lane changes nothing. 404 when the organization does not grant the app or no endpoint is registered. Recorded in the organization's audit log. Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.
         */
        post: operations["enablePartnerWebhookLane"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner-app/webhook-endpoint/lanes/{organizationId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an organization’s latest deliveries to the app
         * @description The latest 20 deliveries of one granting organization's lane, newest first, each with its last attempt (status, latency, the first bytes of your receiver's answer, or why it failed): why a lane is retrying or was disabled. 404 when the organization does not grant the app or no endpoint is registered. Authenticated by the partner app’s client credentials (HTTP Basic, client_id:client_secret), not by an API key or an organization’s token.
         */
        get: operations["listPartnerWebhookLaneDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an HR data document
         * @description Takes a whole HR data document (docs/hr-data.md), as `hrapi import` does: validated whole, then upserted by id in one transaction, or refused with every problem by JSON path and nothing written. The body is streamed to a private temporary file (its size is capped by HRAPI_IMPORT_MAX_MB, 512 MiB by default) and imported in the background: the answer is 202 with the import, to follow at `Location`. `organization.id`, when present, must be the path's. One import at a time per organization: a second waits `queued`.
         *
         *     Requires org:hr_data:import.
         */
        post: operations["importHrDataDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/dsn-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a monthly DSN
         * @description Takes one monthly DSN (or signalement) file as payroll software writes it, NEODeS, ISO-8859-1 or UTF-8, as `hrapi dsn import` does: checked whole, then planned against the store and applied in one transaction, or refused with every problem by line and rubrique and nothing written. Its SIREN must be the organization's. Capped by HRAPI_DSN_UPLOAD_MAX_MB (64 MiB by default). The answer is 202 with the import, to follow at `Location`.
         *
         *     Requires org:hr_data:import.
         */
        post: operations["importDsn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow an import
         * @description Where an import sent to `POST …/imports` or `POST …/dsn-imports` stands: its status, its progress, what it wrote and its problems and warnings, as the CLI prints them (without the DSN plan's values). Answered by every instance. An import whose instance stopped before it ended is shown `failed` once its lease runs out. Another organization's import is not found.
         *
         *     Requires org:hr_data:import.
         */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "collaborator.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The collaborator.created event
         * @description Sent to the endpoints registered for `collaborator.created` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onCollaboratorCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collaborator.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The collaborator.updated event
         * @description Sent to the endpoints registered for `collaborator.updated` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onCollaboratorUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collaborator.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The collaborator.deleted event
         * @description Sent to the endpoints registered for `collaborator.deleted` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onCollaboratorDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "collaborator.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The collaborator.status_changed event
         * @description Sent to the endpoints registered for `collaborator.status_changed` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onCollaboratorStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "absence.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The absence.created event
         * @description Sent to the endpoints registered for `absence.created` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAbsenceCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "absence.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The absence.updated event
         * @description Sent to the endpoints registered for `absence.updated` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAbsenceUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "absence.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The absence.deleted event
         * @description Sent to the endpoints registered for `absence.deleted` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAbsenceDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "absence.stoppage_started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The absence.stoppage_started event
         * @description Sent to the endpoints registered for `absence.stoppage_started` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAbsenceStoppageStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "absence.stoppage_ended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The absence.stoppage_ended event
         * @description Sent to the endpoints registered for `absence.stoppage_ended` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAbsenceStoppageEnded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "work_location.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The work_location.created event
         * @description Sent to the endpoints registered for `work_location.created` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onWorkLocationCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "work_location.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The work_location.updated event
         * @description Sent to the endpoints registered for `work_location.updated` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onWorkLocationUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "work_location.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The work_location.deleted event
         * @description Sent to the endpoints registered for `work_location.deleted` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onWorkLocationDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "organization.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The organization.updated event
         * @description Sent to the endpoints registered for `organization.updated` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onOrganizationUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "establishment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The establishment.created event
         * @description Sent to the endpoints registered for `establishment.created` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onEstablishmentCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "establishment.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The establishment.updated event
         * @description Sent to the endpoints registered for `establishment.updated` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onEstablishmentUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "establishment.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The establishment.deleted event
         * @description Sent to the endpoints registered for `establishment.deleted` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onEstablishmentDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "complementary_contract.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The complementary_contract.created event
         * @description Sent to the endpoints registered for `complementary_contract.created` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onComplementaryContractCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "complementary_contract.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The complementary_contract.updated event
         * @description Sent to the endpoints registered for `complementary_contract.updated` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onComplementaryContractUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "affiliation.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The affiliation.created event
         * @description Sent to the endpoints registered for `affiliation.created` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAffiliationCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "affiliation.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The affiliation.updated event
         * @description Sent to the endpoints registered for `affiliation.updated` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAffiliationUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "affiliation.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The affiliation.deleted event
         * @description Sent to the endpoints registered for `affiliation.deleted` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAffiliationDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "affiliation.portability_opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The affiliation.portability_opened event
         * @description Sent to the endpoints registered for `affiliation.portability_opened` (or `*`), at least once and in order per endpoint.
         */
        post: operations["onAffiliationPortabilityOpened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The webhook.test event
         * @description Sent when an organization admin asks the console for a test of the endpoint.
         */
        post: operations["onWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** Absence */
        Absence: {
            id: string;
            collaboratorId: string;
            /** @description YYYY-MM-DD */
            startDate: string;
            /** @description YYYY-MM-DD */
            endDate: string;
            /** Format: date-time */
            createdAt: string;
            startHalfDay: boolean;
            endHalfDay: boolean;
            status: components["schemas"]["RequestStatus"];
            /** @description The leave code. Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
            type?: components["schemas"]["AbsenceType"];
            /** @description The DSN norm’s own code of the stoppage (S21.G00.60.001, e.g. 01 sickness) or suspension (S21.G00.65.001, e.g. 501 unpaid leave); null when the absence did not come from a DSN. Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
            dsnReason?: string | null;
            /** @description Beyond v1.11.0: how the person came back from a DSN work stoppage, the norm’s code (S21.G00.60.011: 01 normal, 02 therapeutic part time, 03 part time for personal reasons); null when not declared. Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
            returnReason?: string | null;
            /** @description Beyond v1.11.0: the day of the accident, or of the first diagnosis, a DSN work stoppage declares (S21.G00.60.012); null when not declared. Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
            accidentDate?: string | null;
        };
        /** AbsencePage */
        AbsencePage: {
            data: components["schemas"]["Absence"][];
            total: number;
            page: number;
            limit: number;
            /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
            nextCursor: string | null;
        };
        /**
         * AbsenceRecord
         * @description One absence in the shape of an item of the HR data document’s `absences`.
         */
        AbsenceRecord: {
            collaboratorId: string;
            startDate: string;
            endDate: string;
            startHalfDay?: boolean;
            endHalfDay?: boolean;
            createdAt?: string;
            type: string;
            dsnReason?: string | null;
            id?: string;
            status: string;
        };
        /**
         * AbsenceRequest
         * @description An absence asked for: the document’s shape without `id` nor `status`.
         */
        AbsenceRequest: {
            collaboratorId: string;
            startDate: string;
            endDate: string;
            startHalfDay?: boolean;
            endHalfDay?: boolean;
            createdAt?: string;
            type: string;
            dsnReason?: string | null;
        };
        /** AbsenceType */
        AbsenceType: ("conge_paye" | "rtt" | "rcr" | "rco" | "conge_sans_solde" | "maladie_non_professionnelle" | "enfant_malade" | "maternite" | "conge_patho_prenatal_maternite" | "conge_patho_postnatal" | "paternite" | "conge_supplementaire_naissance" | "conge_parental" | "presence_parentale" | "evenement_familial" | "accident_du_travail" | "maladie_professionnelle" | "jour_ecole" | "revision" | "recuperation" | "repos" | "absence_non_remuneree_autorisee" | "absence_non_remuneree_non_autorisee" | "absence_remuneree" | "mise_a_pied_conservatoire" | "mise_a_pied_disciplinaire" | "representation_des_salaries" | "autre") | string;
        /** Address */
        Address: {
            street: string | null;
            city: string | null;
            zipCode: string | null;
            country: components["schemas"]["CountryCode"] | null;
        };
        /** AffiliatedEmployee */
        AffiliatedEmployee: {
            /** @description The collaborator's id. */
            id: string;
            /** Format: date-time */
            startDate: string;
            /** @description null while the affiliation runs (open-ended). */
            endDate: string | null;
            status: components["schemas"]["AffiliationStatus"];
            option: {
                id: string;
                optionCode: string;
            };
            /** @description The dependants’ counts a monthly DSN declared for the affiliation; null when none did. */
            dependants: components["schemas"]["DependantCounts"] | null;
            /** @description The people the affiliation covers (S21.G00.73), each followed from month to month. Needs org:employee:health_insurance:dependants:read; absent without it. Absent too from a key that withholds `beneficiaries`. */
            beneficiaries?: components["schemas"]["Beneficiary"][];
            /** @description The cover a leaver keeps after the contract’s end when the DSN says so (S21.G00.62.016); null otherwise. */
            portability: {
                /** Format: date-time */
                startDate: string;
                /** Format: date-time */
                endDate: string;
                /**
                 * @description Article L911-8 of the code de la sécurité sociale: the length of the last contract, 12 months at most.
                 * @enum {string}
                 */
                rule: "L911-8";
            } | null;
        };
        /** Affiliation */
        Affiliation: {
            /** Format: date-time */
            startDate: string;
            /** @description null while the affiliation runs (open-ended). */
            endDate: string | null;
            complementaryContract: {
                id: string;
                /** @description Nullable since 1.11.0. */
                organismeCode: string | null;
                contractReference: string;
            };
            status: components["schemas"]["AffiliationStatus"];
            option: components["schemas"]["ContractOption"];
            /** @description The dependants’ counts a monthly DSN declared for the affiliation; null when none did. */
            dependants: components["schemas"]["DependantCounts"] | null;
            /** @description The people the affiliation covers (S21.G00.73), each followed from month to month. Needs org:employee:health_insurance:dependants:read; absent without it. Absent too from a key that withholds `beneficiaries`. */
            beneficiaries?: components["schemas"]["Beneficiary"][];
            /** @description The cover a leaver keeps after the contract’s end when the DSN says so (S21.G00.62.016); null otherwise. */
            portability: {
                /** Format: date-time */
                startDate: string;
                /** Format: date-time */
                endDate: string;
                /**
                 * @description Article L911-8 of the code de la sécurité sociale: the length of the last contract, 12 months at most.
                 * @enum {string}
                 */
                rule: "L911-8";
            } | null;
        };
        /**
         * AffiliationStatus
         * @description active, exempted (dispense d’adhésion) or terminated.
         * @enum {string}
         */
        AffiliationStatus: "active" | "exempted" | "terminated";
        /** Beneficiary */
        Beneficiary: {
            /**
             * @description adult: spouse or partner; child; other: ascendant or relative (S21.G00.73.003).
             * @enum {string}
             */
            type: "adult" | "child" | "other";
            firstName: string | null;
            lastName: string | null;
            /** Format: date-time */
            birthDate: string;
            /** @description When the cover started (S21.G00.73.004), else the first day of the first month declaring it. */
            startDate: string | null;
            /** @description When the cover ended (S21.G00.73.011), or the last day of the last month declaring the dependant once a later month no longer does; null while covered. */
            endDate: string | null;
            /** @description The dependant’s own NIR with its key, when the DSN gives it. Needs org:employee:details:read; absent without it. Absent too from a key that withholds `socialSecurityNumber`. */
            socialSecurityNumber?: string | null;
        };
        /**
         * Classification
         * @description Where the job sits in the collective agreement’s grid.
         */
        Classification: {
            position: string | null;
            level: string | null;
            step: string | null;
            coefficient: string | null;
        };
        /** Collaborator */
        Collaborator: {
            id: string;
            status: components["schemas"]["EmploymentStatus"];
            isProfileComplete: boolean;
            personnelNumber: string | null;
            title: ("mr" | "mrs") | null;
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            /** @description null when the HR data does not give it (the specification types it as a string; see docs/api.md). Needs org:employee:details:read; absent without it. Absent too from a key that withholds `birthName`. */
            birthName?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `secondaryEmail`. */
            secondaryEmail?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `phoneNumber`. */
            phoneNumber?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `birthDate`. */
            birthDate?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `birthCity`. */
            birthCity?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `nationality`. */
            nationality?: components["schemas"]["CountryCode"] | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `address`. */
            address?: components["schemas"]["Address"];
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `seniorityDate`. */
            seniorityDate?: string | null;
            /** @description Both keys are always present. Needs org:employee:details:read; absent without it. Absent too from a key that withholds `bankAccount`. */
            bankAccount?: {
                iban: string | null;
                bic: string | null;
            };
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `manager`. */
            manager?: {
                collaboratorId: string;
            } | null;
            /** @description Absent for a collaborator without a team. Needs org:employee:details:read; absent without it. Absent too from a key that withholds `team`. */
            team?: {
                id: string;
                name: string;
            };
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `socialSecurityNumber`. */
            socialSecurityNumber?: string | null;
            /** @description The DSN’s temporary number (S21.G00.30.020, numéro technique temporaire) of a person the payroll has no NIR for: their identifier until the NIR comes. Beyond v1.11.0; shown and withheld with the social-security number. Needs org:employee:details:read; absent without it. Absent too from a key that withholds `socialSecurityNumber`. */
            temporaryNumber?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `countryOfBirth`. */
            countryOfBirth?: components["schemas"]["CountryCode"] | null;
            /** @description Sorted by start date; not paginated. Needs org:contract:details:read; absent without it. */
            contracts?: components["schemas"]["ContractEntry"][];
        };
        /** CollaboratorAffiliationInput */
        CollaboratorAffiliationInput: {
            establishmentId: string;
            complementaryContractId: string;
            status: components["schemas"]["AffiliationStatus"];
            optionId: string;
            /** @description When a new affiliation (or a changed option or status) starts, YYYY-MM-DD; today in the organization's time zone by default. */
            startDate?: string;
            /** @description When a termination takes effect (status terminated only), YYYY-MM-DD; today in the organization's time zone by default. */
            endDate?: string;
        };
        /** CollaboratorListItem */
        CollaboratorListItem: {
            id: string;
            status: components["schemas"]["EmploymentStatus"];
            isProfileComplete: boolean;
            personnelNumber: string | null;
            title: ("mr" | "mrs") | null;
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            /** @description null when the HR data does not give it (the specification types it as a string; see docs/api.md). Needs org:employee:details:read; absent without it. Absent too from a key that withholds `birthName`. */
            birthName?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `secondaryEmail`. */
            secondaryEmail?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `phoneNumber`. */
            phoneNumber?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `birthDate`. */
            birthDate?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `birthCity`. */
            birthCity?: string | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `nationality`. */
            nationality?: components["schemas"]["CountryCode"] | null;
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `address`. */
            address?: components["schemas"]["Address"];
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `seniorityDate`. */
            seniorityDate?: string | null;
            /** @description Both keys are always present. Needs org:employee:details:read; absent without it. Absent too from a key that withholds `bankAccount`. */
            bankAccount?: {
                iban: string | null;
                bic: string | null;
            };
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `manager`. */
            manager?: {
                collaboratorId: string;
            } | null;
            /** @description Absent for a collaborator without a team. Needs org:employee:details:read; absent without it. Absent too from a key that withholds `team`. */
            team?: {
                id: string;
                name: string;
            };
            /** @description Needs org:employee:details:read; absent without it. Absent too from a key that withholds `socialSecurityNumber`. */
            ssn?: string | null;
            /** @description The DSN’s temporary number (S21.G00.30.020, numéro technique temporaire) of a person the payroll has no NIR for: their identifier until the NIR comes. Beyond v1.11.0; shown and withheld with the social-security number. Needs org:employee:details:read; absent without it. Absent too from a key that withholds `socialSecurityNumber`. */
            temporaryNumber?: string | null;
            /** @description The contract covering today, else the next upcoming one, else the latest past one; absent for a collaborator without contracts. Needs org:contract:details:read; absent without it. */
            currentContract?: components["schemas"]["CurrentContract"];
        };
        /** CollaboratorPage */
        CollaboratorPage: {
            data: components["schemas"]["CollaboratorListItem"][];
            total: number;
            page: number;
            limit: number;
            /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
            nextCursor: string | null;
        };
        /** ComplementaryContract */
        ComplementaryContract: {
            id: string;
            /** @description GROUPE@LibelleGrp of the fiche. */
            name: string;
            /** @description Organisme@CodeOC; nullable since 1.11.0. */
            organismeCode: string | null;
            /** @description Organisme@CodeDELEG; "" when the fiche gives none. */
            organismeDelegationCode: string;
            contractReference: string;
            contractName: string;
            options: components["schemas"]["ContractOption"][];
        };
        /** ComplementaryContractWithAffiliations */
        ComplementaryContractWithAffiliations: {
            id: string;
            /** @description GROUPE@LibelleGrp of the fiche. */
            name: string;
            /** @description Organisme@CodeOC; nullable since 1.11.0. */
            organismeCode: string | null;
            /** @description Organisme@CodeDELEG; "" when the fiche gives none. */
            organismeDelegationCode: string;
            contractReference: string;
            contractName: string;
            options: components["schemas"]["ContractOption"][];
            affiliatedEmployees: components["schemas"]["AffiliatedEmployee"][];
        };
        /** ContractEntry */
        ContractEntry: {
            contractId: string;
            /** Format: date-time */
            startDate: string;
            endDate: string | null;
            natureContrat: components["schemas"]["NatureContrat"];
            estCadre: boolean | null;
            jobTitle: string | null;
            pcsEse: string | null;
            workingTime: components["schemas"]["WorkingTime"] | null;
            collectiveAgreement: string | null;
            classification: components["schemas"]["Classification"] | null;
            plannedEndDate: string | null;
            trialPeriodDays: number | null;
            endReason: string | null;
            conventionalStatus: string | null;
            localScheme: string | null;
            recourseReason: string | null;
        };
        /** ContractOption */
        ContractOption: {
            id: string;
            /** @description Option@CodeOption; "" when the fiche entry has no Option. */
            optionCode: string;
            optionName: string;
            /** @description Population@CodePopulation; "" when the fiche entry has no Population. */
            populationCode: string;
            populationName: string;
        };
        /** ContractPreview */
        ContractPreview: {
            /** @description GROUPE@LibelleGrp of the fiche. */
            name: string;
            /** @description Organisme@CodeOC; nullable since 1.11.0. */
            organismeCode: string | null;
            /** @description Organisme@CodeDELEG; "" when the fiche gives none. */
            organismeDelegationCode: string;
            contractReference: string;
            contractName: string;
            options: {
                /** @description Option@CodeOption; "" when the fiche entry has no Option. */
                optionCode: string;
                optionName: string;
                /** @description Population@CodePopulation; "" when the fiche entry has no Population. */
                populationCode: string;
                populationName: string;
            }[];
        };
        /**
         * CountryCode
         * @description A lowercase ISO 3166 two-letter code.
         * @enum {string}
         */
        CountryCode: "ad" | "ae" | "af" | "ag" | "al" | "am" | "ao" | "ar" | "at" | "au" | "az" | "ba" | "bb" | "bd" | "be" | "bf" | "bg" | "bh" | "bi" | "bj" | "bn" | "bo" | "br" | "bs" | "bt" | "bw" | "by" | "bz" | "ca" | "cd" | "cf" | "cg" | "ch" | "ci" | "cl" | "cm" | "cn" | "co" | "cr" | "cu" | "cv" | "cy" | "cz" | "de" | "dj" | "dk" | "dm" | "do" | "dz" | "ec" | "ee" | "eg" | "er" | "es" | "et" | "fi" | "fj" | "fm" | "fr" | "ga" | "gb" | "gd" | "ge" | "gh" | "gm" | "gn" | "gq" | "gr" | "gt" | "gw" | "gy" | "hn" | "hr" | "ht" | "hu" | "id" | "ie" | "il" | "in" | "iq" | "ir" | "is" | "it" | "jm" | "jo" | "jp" | "ke" | "kg" | "kh" | "ki" | "km" | "kn" | "kp" | "kr" | "kw" | "kz" | "la" | "lb" | "lc" | "li" | "lk" | "lr" | "ls" | "lt" | "lu" | "lv" | "ly" | "ma" | "mc" | "md" | "me" | "mg" | "mh" | "mk" | "ml" | "mm" | "mn" | "mr" | "mt" | "mu" | "mv" | "mw" | "mx" | "my" | "mz" | "na" | "ne" | "ng" | "ni" | "nl" | "no" | "np" | "nr" | "nz" | "om" | "pa" | "pe" | "pg" | "ph" | "pk" | "pl" | "pt" | "pw" | "py" | "qa" | "ro" | "rs" | "ru" | "rw" | "sa" | "sb" | "sc" | "sd" | "se" | "sg" | "si" | "sk" | "sl" | "sm" | "sn" | "so" | "sr" | "ss" | "st" | "sv" | "sy" | "sz" | "td" | "tg" | "th" | "tj" | "tl" | "tm" | "tn" | "to" | "tr" | "tt" | "tv" | "tw" | "tz" | "ua" | "ug" | "us" | "uy" | "uz" | "vc" | "ve" | "vn" | "vu" | "ws" | "ye" | "za" | "zm" | "zw";
        /** CurrentContract */
        CurrentContract: {
            id: string;
            /** Format: date-time */
            startDate: string;
            natureContrat: components["schemas"]["NatureContrat"];
            estCadre: boolean | null;
            jobTitle: string | null;
            pcsEse: string | null;
            workingTime: components["schemas"]["WorkingTime"] | null;
            collectiveAgreement: string | null;
            classification: components["schemas"]["Classification"] | null;
            plannedEndDate: string | null;
            trialPeriodDays: number | null;
            endReason: string | null;
            conventionalStatus: string | null;
            localScheme: string | null;
            recourseReason: string | null;
        };
        /** DependantCounts */
        DependantCounts: {
            /** @description Children in the collaborator’s charge (S21.G00.70.007). */
            children: number | null;
            /** @description Adults covered: spouse, partner (S21.G00.70.008). */
            adults: number | null;
            /** @description Dependants covered by the contract (S21.G00.70.009). */
            covered: number | null;
            /** @description Other dependants: ascendants, relatives (S21.G00.70.010). */
            others: number | null;
            /** @description Children covered (S21.G00.70.011). */
            coveredChildren: number | null;
        };
        /**
         * DocumentImportCounts
         * @description What an HR data document import wrote, per section.
         */
        DocumentImportCounts: {
            /** @enum {string} */
            organization: "created" | "updated" | "unchanged";
            establishments: {
                created: number;
                updated: number;
                unchanged: number;
                /** @description With `replace=true` only. */
                deleted?: number;
            };
            teams: {
                created: number;
                updated: number;
                unchanged: number;
                /** @description With `replace=true` only. */
                deleted?: number;
            };
            collaborators: {
                created: number;
                updated: number;
                unchanged: number;
                /** @description With `replace=true` only. */
                deleted?: number;
            };
            contracts: {
                created: number;
                updated: number;
                unchanged: number;
                /** @description With `replace=true` only. */
                deleted?: number;
            };
            establishmentHistory: {
                created: number;
                updated: number;
                unchanged: number;
                /** @description With `replace=true` only. */
                deleted?: number;
            };
            absences: {
                created: number;
                updated: number;
                unchanged: number;
                /** @description With `replace=true` only. */
                deleted?: number;
            };
            workLocations: {
                created: number;
                updated: number;
                unchanged: number;
                /** @description With `replace=true` only. */
                deleted?: number;
            };
            /** @enum {string} */
            mealVoucherConfiguration: "created" | "updated" | "unchanged" | "absent";
        };
        /**
         * DsnImportCounts
         * @description What a DSN import wrote (or, in a dry run, would write), per resource.
         */
        DsnImportCounts: {
            establishment: {
                created: number;
                updated: number;
                unchanged: number;
                removed: number;
            };
            collaborator: {
                created: number;
                updated: number;
                unchanged: number;
                removed: number;
            };
            contract: {
                created: number;
                updated: number;
                unchanged: number;
                removed: number;
            };
            absence: {
                created: number;
                updated: number;
                unchanged: number;
                removed: number;
            };
            affiliation: {
                created: number;
                updated: number;
                unchanged: number;
                removed: number;
            };
        };
        /**
         * EmploymentStatus
         * @description Relative to today in the organization’s time zone: active (a contract covers today), future (only upcoming contracts), past (anything else).
         * @enum {string}
         */
        EmploymentStatus: "past" | "active" | "future";
        /** Establishment */
        Establishment: {
            id: string;
            name: string;
            /** @description 14 digits: the SIREN and the NIC. */
            siret: string;
            isHeadOffice: boolean;
            /** @description All four keys are always present. */
            address: {
                /** @description null when the HR data does not give it. */
                street: string | null;
                /** @description null when the HR data does not give it. */
                city: string | null;
                /** @description null when the HR data does not give it. */
                zipCode: string | null;
                /** @description null when the HR data does not give it. */
                country: components["schemas"]["CountryCode"] | null;
            };
        };
        /** EstablishmentAffiliations */
        EstablishmentAffiliations: {
            establishmentId: string;
            affiliations: {
                employeeId: string;
                complementaryContractId: string;
                status: components["schemas"]["AffiliationStatus"];
                optionId: string;
                /** @description When a new affiliation (or a changed option or status) starts, YYYY-MM-DD; today in the organization's time zone by default. */
                startDate?: string;
                /** @description When a termination takes effect (status terminated only), YYYY-MM-DD; today in the organization's time zone by default. */
                endDate?: string;
            }[];
        };
        /** FicheParametrageImport */
        FicheParametrageImport: {
            /** @description The establishment the fiche is for; its NIC must match Entreprise@NIC when given. */
            establishmentId: string;
            /** @description The DSN fiche de paramétrage (FICHE or LotFicheParam, version 1.3.x) as text. */
            ficheParametrageXml: string;
        };
        /** FieldError */
        FieldError: {
            /** @enum {string} */
            in: "query" | "path" | "body" | "header";
            /** @description The parameter, or the JSON path in the body. */
            name: string;
            message: string;
        };
        /** Import */
        Import: {
            /** @description The import id. */
            id: string;
            organizationId: string;
            /**
             * @description `document`: an HR data document (docs/hr-data.md); `dsn`: a monthly DSN (docs/dsn.md).
             * @enum {string}
             */
            kind: "document" | "dsn";
            /**
             * @description `queued` (waiting for its turn: one import at a time per organization), `running`, `succeeded` (written, or checked for a dry run) or `failed` (refused with its `problems`, nothing written).
             * @enum {string}
             */
            status: "queued" | "running" | "succeeded" | "failed";
            dryRun: boolean;
            replace: boolean;
            /** Format: date-time */
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
            progress: {
                /**
                 * @description `validating` reads the whole body and checks it; `writing` writes it in one transaction; `done` once it ended.
                 * @enum {string}
                 */
                phase: "queued" | "validating" | "writing" | "done";
                /** @description Bytes of the body read in this phase. */
                bytesRead: number;
                /** @description The size of the body. */
                byteCount: number;
            };
            /** @description Once succeeded: what was written (for a DSN dry run, what would be); null otherwise, and for a document dry run. */
            counts: (components["schemas"]["DocumentImportCounts"] | components["schemas"]["DsnImportCounts"]) | null;
            /** @description DSN: the months declared (YYYY-MM). */
            months?: string[];
            /** @description DSN: the norm versions the file declared. */
            norms?: string[];
            totalProblems: number;
            /** @description Why the import failed, all at once (at most 1000 listed; `totalProblems` counts them all). */
            problems: components["schemas"]["ImportProblem"][];
            totalWarnings: number;
            /** @description Imported, but worth a look (at most 1000 listed; `totalWarnings` counts them all). */
            warnings: components["schemas"]["ImportProblem"][];
        };
        /** ImportProblem */
        ImportProblem: {
            /** @description Where: the JSON path in the document (`collaborators[3].birthDate`), or `line 12 (S21.G00.30.001)` in a DSN; empty for the whole body. */
            path: string;
            message: string;
            /** @description DSN only: the line of the file (1-based). */
            line?: number;
            /** @description DSN only: the rubrique, e.g. `S21.G00.30.001`. */
            rubrique?: string;
        };
        /** MealVoucherCount */
        MealVoucherCount: {
            /** @description The collaborator's id. */
            employeeId: string;
            /** @description Vouchers due for the month. */
            count: number;
        };
        /**
         * NatureContrat
         * @enum {string}
         */
        NatureContrat: "permanent" | "fixed_term" | "internship" | "internship_not_paid" | "work_study" | "professionalization" | "officer" | "freelance" | "founder" | "external_staff";
        /** Organization */
        Organization: {
            id: string;
            name: string;
            identity: {
                /** @description 9 digits; null when the HR data does not give it. */
                siren: string | null;
                /** @description e.g. SAS, SARL; null when the HR data does not give it. */
                legalForm: string | null;
            };
            establishments: components["schemas"]["Establishment"][];
        };
        /** PartnerGrant */
        PartnerGrant: {
            /** @description The grant: one organization’s consent to this app. */
            id: string;
            /** @description Use it in the paths of the API, with this organization’s token. */
            organizationId: string;
            organizationName: string;
            /** @description What the organization granted; never more than the app’s. */
            scopes: string[];
            /** Format: date-time */
            grantedAt: string;
        };
        /** PartnerWebhookDelivery */
        PartnerWebhookDelivery: {
            /** @description The delivery’s webhook-id, the same at every attempt. */
            id: string;
            eventType: string;
            /**
             * @description pending: waiting (or retrying, or held by a disabled lane); withdrawn: its grant was revoked before it was sent; failed: failed for good before lanes (an upgrade).
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "withdrawn";
            /** @description Since the lane was last turned back on. */
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            lastAttempt: {
                /** Format: date-time */
                at: string;
                statusCode: number | null;
                latencyMs: number;
                /** @description The first 512 bytes of your receiver’s answer. */
                excerpt: string | null;
                /** @description Why the attempt failed when no status says it. */
                error: string | null;
            } | null;
        };
        /** PartnerWebhookEndpoint */
        PartnerWebhookEndpoint: {
            url: string;
            eventTypes: string[];
            /**
             * @description disabled only when it was so before lanes (an upgrade); PUT turns it back on. An event failing its last retry disables its organization’s lane, never the endpoint (disabledLanes).
             * @enum {string}
             */
            status: "active" | "disabled";
            disabledReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description After a rotation, until when the former secret still signs beside the new one. */
            previousSecretUntil: string | null;
            /** @description How many granting organizations’ lanes are disabled: an event of theirs failed its last retry, and their events wait until the lane is turned back on (GET /partner-app/webhook-endpoint/lanes?status=disabled). */
            disabledLanes: number;
        };
        /** PartnerWebhookLane */
        PartnerWebhookLane: {
            organizationId: string;
            organizationName: string;
            /**
             * @description disabled after one of the organization’s events failed its last retry: its events wait, the other organizations’ go on; enabling the lane (the app, or the organization’s admin) sends them again, in order, that event first.
             * @enum {string}
             */
            status: "active" | "disabled";
            /** @description Why and when: the attempts made and the last answer. */
            disabledReason: string | null;
            disabledAt: string | null;
            /** @description The organization’s events waiting to be sent to the app. */
            waiting: number;
        };
        /** PersonContribution */
        PersonContribution: {
            collaboratorId: string;
            /** @description The month declared, YYYY-MM (S20.G00.05.005). */
            month: string;
            /** @description The sum of the declared bases (S21.G00.78.004) of the month for this contract. In euros, as declared. */
            base: number;
            /** @description The sum of the individual contributions (S21.G00.81.004). In euros, as declared. */
            contributions: number;
            /** @description Each S21.G00.78 of code 31, with its components and contributions. */
            bases: {
                /** @description S21.G00.78.002, the start of the period the base is for. */
                startDate: string | null;
                /** @description S21.G00.78.003, its end. */
                endDate: string | null;
                /** @description S21.G00.78.004, the declared base. In euros, as declared. */
                amount: number;
                components: {
                    /** @description S21.G00.79.001, the type of component (11 Tranche A, 12 Tranche 2…). */
                    type: string;
                    /** @description S21.G00.79.004. In euros, as declared. */
                    amount: number;
                }[];
                contributions: {
                    /** @description S21.G00.81.001, the contribution code (059: the individual contribution of health or provident cover). */
                    code: string;
                    /** @description S21.G00.81.002, the organism it is paid to. */
                    organism: string | null;
                    /** @description S21.G00.81.003, the amount it is computed on, in euros. */
                    base: number | null;
                    /** @description S21.G00.81.004. In euros, as declared. */
                    amount: number;
                    /** @description S21.G00.81.007, the rate as the file writes it (a percentage). */
                    rate: string | null;
                }[];
            }[];
            declaredBy: {
                /** @description S20.G00.05.002 of the declaration that wrote it: 01 normal, 03 or 05 a replacement. */
                declarationType: string;
                /** Format: date-time */
                importedAt: string;
            };
        };
        /** Problem */
        Problem: {
            /** @enum {string} */
            type: "about:blank";
            /** @description The HTTP reason phrase of the status. */
            title: string;
            status: number;
            /**
             * @description What went wrong, one of a closed set.
             * @enum {string}
             */
            code: "invalid_parameter" | "invalid_body" | "unauthorized" | "insufficient_scope" | "partner_only" | "not_found" | "request_in_progress" | "conflict" | "precondition_failed" | "invalid_record" | "cursor_expired" | "idempotency_key_reused" | "rate_limited" | "payload_too_large" | "unsupported_media_type" | "service_unavailable" | "internal_error";
            /** @description A sentence for a human; a 403 names the missing scope(s). */
            detail: string;
            /** @description Also in the X-Request-Id header; quote it when reporting. */
            requestId: string;
            /** @description On validation failures: one entry per problem. */
            errors?: components["schemas"]["FieldError"][];
        };
        /**
         * RequestStatus
         * @enum {string}
         */
        RequestStatus: "approved" | "pending" | "rejected";
        /**
         * SnapshotAbsenceLine
         * @description A record of absences, in its list's item shape.
         */
        SnapshotAbsenceLine: {
            /** @enum {string} */
            list: "absences";
            data: components["schemas"]["Absence"];
        };
        /**
         * SnapshotCollaboratorLine
         * @description A record of collaborators, in its list's item shape.
         */
        SnapshotCollaboratorLine: {
            /** @enum {string} */
            list: "collaborators";
            data: components["schemas"]["CollaboratorListItem"];
        };
        /** SnapshotCursorLine */
        SnapshotCursorLine: {
            /** @description The last line: the change-feed position of the snapshot. Read the changes after it (`listChanges` with `after`) to follow. */
            cursor: string;
        };
        /**
         * SnapshotLine
         * @description One line of the NDJSON stream (application/x-ndjson: one JSON value a line, each ended by a newline): a record of a list, in that list’s item shape, or the closing cursor. A stream without its cursor line was cut: read it again.
         */
        SnapshotLine: components["schemas"]["SnapshotCollaboratorLine"] | components["schemas"]["SnapshotAbsenceLine"] | components["schemas"]["SnapshotWorkLocationLine"] | components["schemas"]["SnapshotCursorLine"];
        /**
         * SnapshotWorkLocationLine
         * @description A record of work-locations, in its list's item shape.
         */
        SnapshotWorkLocationLine: {
            /** @enum {string} */
            list: "work-locations";
            data: components["schemas"]["WorkLocation"];
        };
        /**
         * WorkingTime
         * @description How much the contract works; every member null when unknown.
         */
        WorkingTime: {
            unit: ("hour" | "day" | "fixed_days" | "fixed_hours" | "not_applicable" | "other") | null;
            quota: number | null;
            referenceQuota: number | null;
            arrangement: ("full_time" | "part_time" | "other") | null;
            partTimeRate: number | null;
        };
        /** WorkLocation */
        WorkLocation: {
            id: string;
            collaboratorId: string;
            isRemoteWork: boolean;
            location: string;
            /** Format: date-time */
            createdAt: string;
            /** @description YYYY-MM-DD */
            startDate: string;
            /** @description YYYY-MM-DD */
            endDate: string;
            startHalfDay: boolean;
            endHalfDay: boolean;
            status: components["schemas"]["RequestStatus"];
        };
        /** WorkLocationPage */
        WorkLocationPage: {
            data: components["schemas"]["WorkLocation"][];
            total: number;
            page: number;
            limit: number;
            /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
            nextCursor: string | null;
        };
        /**
         * WorkLocationRecord
         * @description One work location in the shape of an item of the HR data document’s `workLocations`.
         */
        WorkLocationRecord: {
            collaboratorId: string;
            startDate: string;
            endDate: string;
            startHalfDay?: boolean;
            endHalfDay?: boolean;
            createdAt?: string;
            isRemoteWork: boolean;
            location: string;
            id?: string;
            status: string;
        };
        /**
         * WorkLocationRequest
         * @description A work location asked for: the document’s shape without `id` nor `status`.
         */
        WorkLocationRequest: {
            collaboratorId: string;
            startDate: string;
            endDate: string;
            startHalfDay?: boolean;
            endHalfDay?: boolean;
            createdAt?: string;
            isRemoteWork: boolean;
            location: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCollaborators: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
                /** @description Only these collaborators: up to 100 ids, comma-separated. An unknown id is simply not in the answer. Combines with the other filters; how a client re-reads, in this shape, the collaborators the change feed names. */
                ids?: string;
                /** @description Employment status relative to today in the organization’s time zone. */
                status?: "past" | "active" | "future";
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of collaborators. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "col_000000",
                     *           "status": "active",
                     *           "isProfileComplete": true,
                     *           "personnelNumber": "000001",
                     *           "title": "mr",
                     *           "firstName": "Rémi",
                     *           "lastName": "Nguyen",
                     *           "email": "remi.nguyen.1@maison-lefevre.fr",
                     *           "birthName": "Nguyen",
                     *           "secondaryEmail": "remi.nguyen44@orange.fr",
                     *           "phoneNumber": "+33751344672",
                     *           "birthDate": "1968-09-14T00:00:00.000Z",
                     *           "birthCity": "Reims",
                     *           "nationality": "fr",
                     *           "address": {
                     *             "street": "19 chemin du Général de Gaulle",
                     *             "city": "Paris",
                     *             "zipCode": "75011",
                     *             "country": "fr"
                     *           },
                     *           "seniorityDate": "2023-09-03T00:00:00.000Z",
                     *           "bankAccount": {
                     *             "iban": "FR7640618100435802993974443",
                     *             "bic": "BOUSFRPP"
                     *           },
                     *           "manager": null,
                     *           "team": {
                     *             "id": "team_0000",
                     *             "name": "Direction générale Paris"
                     *           },
                     *           "ssn": "168095145440779",
                     *           "temporaryNumber": null,
                     *           "currentContract": {
                     *             "id": "ctr_000000_1",
                     *             "startDate": "2023-09-03T00:00:00.000Z",
                     *             "natureContrat": "founder",
                     *             "estCadre": true,
                     *             "jobTitle": null,
                     *             "pcsEse": null,
                     *             "workingTime": null,
                     *             "collectiveAgreement": null,
                     *             "classification": null,
                     *             "plannedEndDate": null,
                     *             "trialPeriodDays": null,
                     *             "endReason": null,
                     *             "conventionalStatus": null,
                     *             "localScheme": null,
                     *             "recourseReason": null
                     *           }
                     *         },
                     *         {
                     *           "id": "col_000001",
                     *           "status": "active",
                     *           "isProfileComplete": true,
                     *           "personnelNumber": "000002",
                     *           "title": "mr",
                     *           "firstName": "Noël",
                     *           "lastName": "Étienne",
                     *           "email": "noel.etienne.2@maison-lefevre.fr",
                     *           "birthName": "Étienne",
                     *           "secondaryEmail": "noel.etienne11@orange.fr",
                     *           "phoneNumber": "+33660765241",
                     *           "birthDate": "1968-06-02T00:00:00.000Z",
                     *           "birthCity": "Ajaccio",
                     *           "nationality": "fr",
                     *           "address": {
                     *             "street": "88 allée Gambetta",
                     *             "city": "Paris",
                     *             "zipCode": "75011",
                     *             "country": "fr"
                     *           },
                     *           "seniorityDate": "2008-07-18T00:00:00.000Z",
                     *           "bankAccount": {
                     *             "iban": "FR7630003374644517431625633",
                     *             "bic": "SOGEFRPP"
                     *           },
                     *           "manager": {
                     *             "collaboratorId": "col_000002"
                     *           },
                     *           "team": {
                     *             "id": "team_0000",
                     *             "name": "Direction générale Paris"
                     *           },
                     *           "ssn": "168062A00402632",
                     *           "temporaryNumber": null,
                     *           "currentContract": {
                     *             "id": "ctr_000001_1",
                     *             "startDate": "2008-07-18T00:00:00.000Z",
                     *             "natureContrat": "permanent",
                     *             "estCadre": false,
                     *             "jobTitle": "Assistante de direction",
                     *             "pcsEse": "461a",
                     *             "workingTime": {
                     *               "unit": "hour",
                     *               "quota": 151.67,
                     *               "referenceQuota": 151.67,
                     *               "arrangement": "full_time",
                     *               "partTimeRate": null
                     *             },
                     *             "collectiveAgreement": "1486",
                     *             "classification": {
                     *               "position": "1.3.2",
                     *               "level": null,
                     *               "step": null,
                     *               "coefficient": "240"
                     *             },
                     *             "plannedEndDate": null,
                     *             "trialPeriodDays": 60,
                     *             "endReason": null,
                     *             "conventionalStatus": null,
                     *             "localScheme": null,
                     *             "recourseReason": null
                     *           }
                     *         },
                     *         {
                     *           "id": "col_000002",
                     *           "status": "active",
                     *           "isProfileComplete": true,
                     *           "personnelNumber": "000003",
                     *           "title": "mrs",
                     *           "firstName": "Isabelle",
                     *           "lastName": "Gérard",
                     *           "email": "isabelle.gerard.3@maison-lefevre.fr",
                     *           "birthName": "Gérard",
                     *           "secondaryEmail": null,
                     *           "phoneNumber": "+33607953224",
                     *           "birthDate": "1971-11-23T00:00:00.000Z",
                     *           "birthCity": "Saint-Étienne",
                     *           "nationality": "fr",
                     *           "address": {
                     *             "street": "39 quai Émile Zola",
                     *             "city": "Paris",
                     *             "zipCode": "75011",
                     *             "country": "fr"
                     *           },
                     *           "seniorityDate": "2015-03-29T00:00:00.000Z",
                     *           "bankAccount": {
                     *             "iban": "FR7617515166809859956475137",
                     *             "bic": "CEPAFRPP"
                     *           },
                     *           "manager": {
                     *             "collaboratorId": "col_000000"
                     *           },
                     *           "team": {
                     *             "id": "team_0000",
                     *             "name": "Direction générale Paris"
                     *           },
                     *           "ssn": "271114221824131",
                     *           "temporaryNumber": null,
                     *           "currentContract": {
                     *             "id": "ctr_000002_1",
                     *             "startDate": "2015-03-29T00:00:00.000Z",
                     *             "natureContrat": "fixed_term",
                     *             "estCadre": false,
                     *             "jobTitle": "Comptable",
                     *             "pcsEse": "461d",
                     *             "workingTime": {
                     *               "unit": "hour",
                     *               "quota": 151.67,
                     *               "referenceQuota": 151.67,
                     *               "arrangement": "full_time",
                     *               "partTimeRate": null
                     *             },
                     *             "collectiveAgreement": "1486",
                     *             "classification": {
                     *               "position": "2.1",
                     *               "level": null,
                     *               "step": null,
                     *               "coefficient": "275"
                     *             },
                     *             "plannedEndDate": "2026-12-23T00:00:00.000Z",
                     *             "trialPeriodDays": 30,
                     *             "endReason": "031",
                     *             "conventionalStatus": null,
                     *             "localScheme": null,
                     *             "recourseReason": null
                     *           }
                     *         }
                     *       ],
                     *       "total": 3,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["CollaboratorPage"];
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCollaborator: {
        parameters: {
            query?: {
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                organizationId: string;
                collaboratorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collaborator. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "col_000000",
                     *       "status": "active",
                     *       "isProfileComplete": true,
                     *       "personnelNumber": "000001",
                     *       "title": "mr",
                     *       "firstName": "Rémi",
                     *       "lastName": "Nguyen",
                     *       "email": "remi.nguyen.1@maison-lefevre.fr",
                     *       "birthName": "Nguyen",
                     *       "secondaryEmail": "remi.nguyen44@orange.fr",
                     *       "phoneNumber": "+33751344672",
                     *       "birthDate": "1968-09-14T00:00:00.000Z",
                     *       "birthCity": "Reims",
                     *       "nationality": "fr",
                     *       "address": {
                     *         "street": "19 chemin du Général de Gaulle",
                     *         "city": "Paris",
                     *         "zipCode": "75011",
                     *         "country": "fr"
                     *       },
                     *       "seniorityDate": "2023-09-03T00:00:00.000Z",
                     *       "bankAccount": {
                     *         "iban": "FR7640618100435802993974443",
                     *         "bic": "BOUSFRPP"
                     *       },
                     *       "manager": null,
                     *       "team": {
                     *         "id": "team_0000",
                     *         "name": "Direction générale Paris"
                     *       },
                     *       "socialSecurityNumber": "168095145440779",
                     *       "temporaryNumber": null,
                     *       "countryOfBirth": "fr",
                     *       "contracts": [
                     *         {
                     *           "contractId": "ctr_000000_1",
                     *           "startDate": "2023-09-03T00:00:00.000Z",
                     *           "endDate": null,
                     *           "natureContrat": "founder",
                     *           "estCadre": true,
                     *           "jobTitle": null,
                     *           "pcsEse": null,
                     *           "workingTime": null,
                     *           "collectiveAgreement": null,
                     *           "classification": null,
                     *           "plannedEndDate": null,
                     *           "trialPeriodDays": null,
                     *           "endReason": null,
                     *           "conventionalStatus": null,
                     *           "localScheme": null,
                     *           "recourseReason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Collaborator"];
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putCollaborator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description Writes only if the record is still the one of this ETag (as its get-by-id or a write answered it), compared strongly; `*` writes only if the record exists. Otherwise 412 and nothing written. */
                "If-Match"?: string;
                /** @description `*` creates only: if the record exists, 412 and nothing written. */
                "If-None-Match"?: string;
            };
            path: {
                organizationId: string;
                collaboratorId: string;
            };
            cookie?: never;
        };
        /** @description One item of the HR data document’s `collaborators` (docs/hr-data.md), contracts included. `id` may be left out; if given, it must be the path’s. Fields left out are null, except `contracts` and `establishmentHistory`, kept as stored (`[]` removes them) and the fields the key may not read, kept as stored (naming one is a 403). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "col_000000",
                 *       "establishmentId": "est_paris",
                 *       "isProfileComplete": true,
                 *       "personnelNumber": "000001",
                 *       "title": "mr",
                 *       "firstName": "Rémi",
                 *       "lastName": "Nguyen",
                 *       "email": "remi.nguyen.1@maison-lefevre.fr",
                 *       "birthName": "Nguyen",
                 *       "secondaryEmail": "remi.nguyen44@orange.fr",
                 *       "phoneNumber": "+33751344672",
                 *       "birthDate": "1968-09-14",
                 *       "birthCity": "Reims",
                 *       "countryOfBirth": "fr",
                 *       "nationality": "fr",
                 *       "address": {
                 *         "street": "19 chemin du Général de Gaulle",
                 *         "city": "Paris",
                 *         "zipCode": "75011",
                 *         "country": "fr"
                 *       },
                 *       "seniorityDate": "2023-09-03",
                 *       "socialSecurityNumber": "168095145440779",
                 *       "bankAccount": {
                 *         "iban": "FR7640618100435802993974443",
                 *         "bic": "BOUSFRPP"
                 *       },
                 *       "managerId": null,
                 *       "teamId": "team_0000",
                 *       "contracts": [
                 *         {
                 *           "contractId": "ctr_000000_1",
                 *           "startDate": "2023-09-03",
                 *           "endDate": null,
                 *           "natureContrat": "founder",
                 *           "estCadre": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    id?: string;
                    establishmentId?: string | null;
                    isProfileComplete?: boolean;
                    personnelNumber?: string | null;
                    title?: string | null;
                    firstName: string;
                    lastName: string;
                    email: string;
                    birthName?: string | null;
                    secondaryEmail?: string | null;
                    phoneNumber?: string | null;
                    birthDate?: string | null;
                    birthCity?: string | null;
                    countryOfBirth?: string | null;
                    nationality?: string | null;
                    address?: {
                        street?: string | null;
                        city?: string | null;
                        zipCode?: string | null;
                        country?: string | null;
                    };
                    seniorityDate?: string | null;
                    socialSecurityNumber?: string | null;
                    bankAccount?: {
                        iban?: string | null;
                        bic?: string | null;
                    };
                    managerId?: string | null;
                    teamId?: string | null;
                    contracts?: {
                        contractId: string;
                        startDate: string;
                        endDate?: string | null;
                        natureContrat: string;
                        estCadre?: boolean | null;
                        jobTitle?: string | null;
                        pcsEse?: string | null;
                        workingTime?: {
                            unit?: string | null;
                            quota?: number | null;
                            referenceQuota?: number | null;
                            arrangement?: string | null;
                            partTimeRate?: number | null;
                        } | null;
                        collectiveAgreement?: string | null;
                        classification?: {
                            position?: string | null;
                            level?: string | null;
                            step?: string | null;
                            coefficient?: string | null;
                        } | null;
                        plannedEndDate?: string | null;
                        trialPeriodDays?: number | null;
                        endReason?: string | null;
                    }[];
                    establishmentHistory?: {
                        establishmentId: string;
                        startDate: string;
                        endDate?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description The collaborator as replaced. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "col_000000",
                     *       "status": "active",
                     *       "isProfileComplete": true,
                     *       "personnelNumber": "000001",
                     *       "title": "mr",
                     *       "firstName": "Rémi",
                     *       "lastName": "Nguyen",
                     *       "email": "remi.nguyen.1@maison-lefevre.fr",
                     *       "birthName": "Nguyen",
                     *       "secondaryEmail": "remi.nguyen44@orange.fr",
                     *       "phoneNumber": "+33751344672",
                     *       "birthDate": "1968-09-14T00:00:00.000Z",
                     *       "birthCity": "Reims",
                     *       "nationality": "fr",
                     *       "address": {
                     *         "street": "19 chemin du Général de Gaulle",
                     *         "city": "Paris",
                     *         "zipCode": "75011",
                     *         "country": "fr"
                     *       },
                     *       "seniorityDate": "2023-09-03T00:00:00.000Z",
                     *       "bankAccount": {
                     *         "iban": "FR7640618100435802993974443",
                     *         "bic": "BOUSFRPP"
                     *       },
                     *       "manager": null,
                     *       "team": {
                     *         "id": "team_0000",
                     *         "name": "Direction générale Paris"
                     *       },
                     *       "socialSecurityNumber": "168095145440779",
                     *       "temporaryNumber": null,
                     *       "countryOfBirth": "fr",
                     *       "contracts": [
                     *         {
                     *           "contractId": "ctr_000000_1",
                     *           "startDate": "2023-09-03T00:00:00.000Z",
                     *           "endDate": null,
                     *           "natureContrat": "founder",
                     *           "estCadre": true,
                     *           "jobTitle": null,
                     *           "pcsEse": null,
                     *           "workingTime": null,
                     *           "collectiveAgreement": null,
                     *           "classification": null,
                     *           "plannedEndDate": null,
                     *           "trialPeriodDays": null,
                     *           "endReason": null,
                     *           "conventionalStatus": null,
                     *           "localScheme": null,
                     *           "recourseReason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Collaborator"];
                };
            };
            /** @description The collaborator as created. */
            201: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    /** @description The URL of the created record: where its get-by-id answers it. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "col_000000",
                     *       "status": "active",
                     *       "isProfileComplete": true,
                     *       "personnelNumber": "000001",
                     *       "title": "mr",
                     *       "firstName": "Rémi",
                     *       "lastName": "Nguyen",
                     *       "email": "remi.nguyen.1@maison-lefevre.fr",
                     *       "birthName": "Nguyen",
                     *       "secondaryEmail": "remi.nguyen44@orange.fr",
                     *       "phoneNumber": "+33751344672",
                     *       "birthDate": "1968-09-14T00:00:00.000Z",
                     *       "birthCity": "Reims",
                     *       "nationality": "fr",
                     *       "address": {
                     *         "street": "19 chemin du Général de Gaulle",
                     *         "city": "Paris",
                     *         "zipCode": "75011",
                     *         "country": "fr"
                     *       },
                     *       "seniorityDate": "2023-09-03T00:00:00.000Z",
                     *       "bankAccount": {
                     *         "iban": "FR7640618100435802993974443",
                     *         "bic": "BOUSFRPP"
                     *       },
                     *       "manager": null,
                     *       "team": {
                     *         "id": "team_0000",
                     *         "name": "Direction générale Paris"
                     *       },
                     *       "socialSecurityNumber": "168095145440779",
                     *       "temporaryNumber": null,
                     *       "countryOfBirth": "fr",
                     *       "contracts": [
                     *         {
                     *           "contractId": "ctr_000000_1",
                     *           "startDate": "2023-09-03T00:00:00.000Z",
                     *           "endDate": null,
                     *           "natureContrat": "founder",
                     *           "estCadre": true,
                     *           "jobTitle": null,
                     *           "pcsEse": null,
                     *           "workingTime": null,
                     *           "collectiveAgreement": null,
                     *           "classification": null,
                     *           "plannedEndDate": null,
                     *           "trialPeriodDays": null,
                     *           "endReason": null,
                     *           "conventionalStatus": null,
                     *           "localScheme": null,
                     *           "recourseReason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Collaborator"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): personal fields need org:employee:details:read, `contracts` and `establishmentHistory` need org:contract:details:read, and a field withheld from the key cannot be written. Nothing was written. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): the record would change a value the last DSN declared (only a DSN changes it; `errors` names each kept field). Nothing was written. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an establishment, team or manager the organization does not have. Nothing was written. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchCollaborator: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description Writes only if the record is still the one of this ETag (as its get-by-id or a write answered it), compared strongly; `*` writes only if the record exists. Otherwise 412 and nothing written. */
                "If-Match"?: string;
                /** @description `*` creates only: if the record exists, 412 and nothing written. */
                "If-None-Match"?: string;
            };
            path: {
                organizationId: string;
                collaboratorId: string;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of the collaborator as an item of the HR data document’s `collaborators`: a member replaces the stored one, null removes it (`contracts: null` removes every contract), an object merges member by member, an array (`contracts`) replaces the stored one whole. The result is validated and written like a PUT. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phoneNumber": "+33751344672",
                 *       "address": {
                 *         "city": "Paris"
                 *       }
                 *     }
                 */
                "application/merge-patch+json": {
                    id?: string | null;
                    establishmentId?: (string | null) | null;
                    isProfileComplete?: boolean | null;
                    personnelNumber?: (string | null) | null;
                    title?: (string | null) | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    email?: string | null;
                    birthName?: (string | null) | null;
                    secondaryEmail?: (string | null) | null;
                    phoneNumber?: (string | null) | null;
                    birthDate?: (string | null) | null;
                    birthCity?: (string | null) | null;
                    countryOfBirth?: (string | null) | null;
                    nationality?: (string | null) | null;
                    address?: {
                        street?: string | null;
                        city?: string | null;
                        zipCode?: string | null;
                        country?: string | null;
                    } | null;
                    seniorityDate?: (string | null) | null;
                    socialSecurityNumber?: (string | null) | null;
                    bankAccount?: {
                        iban?: string | null;
                        bic?: string | null;
                    } | null;
                    managerId?: (string | null) | null;
                    teamId?: (string | null) | null;
                    contracts?: {
                        contractId: string;
                        startDate: string;
                        endDate?: string | null;
                        natureContrat: string;
                        estCadre?: boolean | null;
                        jobTitle?: string | null;
                        pcsEse?: string | null;
                        workingTime?: {
                            unit?: string | null;
                            quota?: number | null;
                            referenceQuota?: number | null;
                            arrangement?: string | null;
                            partTimeRate?: number | null;
                        } | null;
                        collectiveAgreement?: string | null;
                        classification?: {
                            position?: string | null;
                            level?: string | null;
                            step?: string | null;
                            coefficient?: string | null;
                        } | null;
                        plannedEndDate?: string | null;
                        trialPeriodDays?: number | null;
                        endReason?: string | null;
                    }[] | null;
                    establishmentHistory?: {
                        establishmentId: string;
                        startDate: string;
                        endDate?: string | null;
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description The collaborator as changed. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "col_000000",
                     *       "status": "active",
                     *       "isProfileComplete": true,
                     *       "personnelNumber": "000001",
                     *       "title": "mr",
                     *       "firstName": "Rémi",
                     *       "lastName": "Nguyen",
                     *       "email": "remi.nguyen.1@maison-lefevre.fr",
                     *       "birthName": "Nguyen",
                     *       "secondaryEmail": "remi.nguyen44@orange.fr",
                     *       "phoneNumber": "+33751344672",
                     *       "birthDate": "1968-09-14T00:00:00.000Z",
                     *       "birthCity": "Reims",
                     *       "nationality": "fr",
                     *       "address": {
                     *         "street": "19 chemin du Général de Gaulle",
                     *         "city": "Paris",
                     *         "zipCode": "75011",
                     *         "country": "fr"
                     *       },
                     *       "seniorityDate": "2023-09-03T00:00:00.000Z",
                     *       "bankAccount": {
                     *         "iban": "FR7640618100435802993974443",
                     *         "bic": "BOUSFRPP"
                     *       },
                     *       "manager": null,
                     *       "team": {
                     *         "id": "team_0000",
                     *         "name": "Direction générale Paris"
                     *       },
                     *       "socialSecurityNumber": "168095145440779",
                     *       "temporaryNumber": null,
                     *       "countryOfBirth": "fr",
                     *       "contracts": [
                     *         {
                     *           "contractId": "ctr_000000_1",
                     *           "startDate": "2023-09-03T00:00:00.000Z",
                     *           "endDate": null,
                     *           "natureContrat": "founder",
                     *           "estCadre": true,
                     *           "jobTitle": null,
                     *           "pcsEse": null,
                     *           "workingTime": null,
                     *           "collectiveAgreement": null,
                     *           "classification": null,
                     *           "plannedEndDate": null,
                     *           "trialPeriodDays": null,
                     *           "endReason": null,
                     *           "conventionalStatus": null,
                     *           "localScheme": null,
                     *           "recourseReason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Collaborator"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): personal fields need org:employee:details:read, `contracts` and `establishmentHistory` need org:contract:details:read, and a field withheld from the key cannot be written. Nothing was written. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): the record would change a value the last DSN declared (only a DSN changes it; `errors` names each kept field). Nothing was written. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/merge-patch+json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an establishment, team or manager the organization does not have. Nothing was written. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAbsences: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
                /** @description Entries ending on or after this date, YYYY-MM-DD. */
                startDate?: string;
                /** @description Entries starting on or before this date, YYYY-MM-DD. */
                endDate?: string;
                status?: components["schemas"]["RequestStatus"];
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
                /** @description Only these absences: up to 100 ids, comma-separated. An unknown id is simply not in the answer. Combines with the other filters; how a client re-reads, in this shape, the absences the change feed names. */
                ids?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of absences. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "abs_000000_1",
                     *           "collaboratorId": "col_000000",
                     *           "startDate": "2026-06-08",
                     *           "endDate": "2026-06-18",
                     *           "createdAt": "2026-02-13T18:06:00.000Z",
                     *           "startHalfDay": false,
                     *           "endHalfDay": false,
                     *           "status": "pending",
                     *           "type": "conge_paye",
                     *           "dsnReason": null,
                     *           "returnReason": null,
                     *           "accidentDate": null
                     *         },
                     *         {
                     *           "id": "abs_000000_2",
                     *           "collaboratorId": "col_000000",
                     *           "startDate": "2026-04-07",
                     *           "endDate": "2026-04-14",
                     *           "createdAt": "2026-02-27T17:02:00.000Z",
                     *           "startHalfDay": false,
                     *           "endHalfDay": false,
                     *           "status": "pending",
                     *           "type": "conge_paye",
                     *           "dsnReason": null,
                     *           "returnReason": null,
                     *           "accidentDate": null
                     *         }
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["AbsencePage"];
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:absence:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestAbsence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        /** @description An absence asked for: the document’s shape without `id` nor `status`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "collaboratorId": "col_000000",
                 *       "type": "conge_paye",
                 *       "startDate": "2027-01-04",
                 *       "endDate": "2027-01-08",
                 *       "endHalfDay": true
                 *     }
                 */
                "application/json": components["schemas"]["AbsenceRequest"];
            };
        };
        responses: {
            /** @description Created: the absence as its read shows it to this key. */
            201: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    /** @description The URL of the created record: where its get-by-id answers it. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "019b2a1c-5d3e-7f40-8a6b-3c2d1e0f9a8b",
                     *       "collaboratorId": "col_000000",
                     *       "startDate": "2027-01-04",
                     *       "endDate": "2027-01-08",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "startHalfDay": false,
                     *       "endHalfDay": true,
                     *       "status": "pending",
                     *       "type": "conge_paye",
                     *       "dsnReason": null,
                     *       "returnReason": null,
                     *       "accidentDate": null
                     *     }
                     */
                    "application/json": components["schemas"]["Absence"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): `type` and `dsnReason` need org:absence:type:read; a status other than `pending` needs org:absence:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:absence:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved absence of the same collaborator overlaps it (the other's id named); the absence is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWorkLocations: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
                /** @description Entries ending on or after this date, YYYY-MM-DD. */
                startDate?: string;
                /** @description Entries starting on or before this date, YYYY-MM-DD. */
                endDate?: string;
                status?: components["schemas"]["RequestStatus"];
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
                /** @description Only these work locations: up to 100 ids, comma-separated. An unknown id is simply not in the answer. Combines with the other filters; how a client re-reads, in this shape, the work locations the change feed names. */
                ids?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of work locations. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "wl_000000_1",
                     *           "collaboratorId": "col_000000",
                     *           "isRemoteWork": true,
                     *           "location": "Domicile",
                     *           "createdAt": "2026-01-12T18:51:00.000Z",
                     *           "startDate": "2026-02-08",
                     *           "endDate": "2026-02-08",
                     *           "startHalfDay": false,
                     *           "endHalfDay": false,
                     *           "status": "approved"
                     *         },
                     *         {
                     *           "id": "wl_000000_2",
                     *           "collaboratorId": "col_000000",
                     *           "isRemoteWork": false,
                     *           "location": "Espace de coworking",
                     *           "createdAt": "2026-02-02T08:00:00.000Z",
                     *           "startDate": "2026-02-06",
                     *           "endDate": "2026-02-06",
                     *           "startHalfDay": false,
                     *           "endHalfDay": false,
                     *           "status": "approved"
                     *         }
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorkLocationPage"];
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:work_location:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    requestWorkLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        /** @description A work location asked for: the document’s shape without `id` nor `status`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "collaboratorId": "col_000000",
                 *       "isRemoteWork": true,
                 *       "location": "Domicile",
                 *       "startDate": "2027-01-11",
                 *       "endDate": "2027-01-11",
                 *       "startHalfDay": false,
                 *       "endHalfDay": false
                 *     }
                 */
                "application/json": components["schemas"]["WorkLocationRequest"];
            };
        };
        responses: {
            /** @description Created: the work location as its read shows it to this key. */
            201: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    /** @description The URL of the created record: where its get-by-id answers it. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "019b2a1c-5d3e-7f40-8a6b-3c2d1e0f9a8b",
                     *       "collaboratorId": "col_000000",
                     *       "isRemoteWork": true,
                     *       "location": "Domicile",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "startDate": "2027-01-11",
                     *       "endDate": "2027-01-11",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkLocation"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): a status other than `pending` needs org:work_location:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:work_location:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved work location of the same collaborator overlaps it (the other's id named); the work location is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAbsence: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                organizationId: string;
                absenceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The absence. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "abs_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "startDate": "2026-06-08",
                     *       "endDate": "2026-06-18",
                     *       "createdAt": "2026-02-13T18:06:00.000Z",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "pending",
                     *       "type": "conge_paye",
                     *       "dsnReason": null,
                     *       "returnReason": null,
                     *       "accidentDate": null
                     *     }
                     */
                    "application/json": components["schemas"]["Absence"];
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:absence:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putAbsence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written. */
                "If-Match"?: string;
            };
            path: {
                organizationId: string;
                absenceId: string;
            };
            cookie?: never;
        };
        /** @description One absence in the shape of an item of the HR data document’s `absences`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "abs_000000_1",
                 *       "collaboratorId": "col_000000",
                 *       "type": "conge_paye",
                 *       "status": "pending",
                 *       "startDate": "2026-06-08",
                 *       "endDate": "2026-06-18",
                 *       "startHalfDay": false,
                 *       "endHalfDay": false,
                 *       "createdAt": "2026-02-13T18:06:00.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["AbsenceRecord"];
            };
        };
        responses: {
            /** @description The absence as its read shows it to this key, with its ETag. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "abs_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "startDate": "2026-06-08",
                     *       "endDate": "2026-06-18",
                     *       "createdAt": "2026-02-13T18:06:00.000Z",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "pending",
                     *       "type": "conge_paye",
                     *       "dsnReason": null,
                     *       "returnReason": null,
                     *       "accidentDate": null
                     *     }
                     */
                    "application/json": components["schemas"]["Absence"];
                };
            };
            /** @description Created: the absence as its read shows it to this key. */
            201: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    /** @description The URL of the created record: where its get-by-id answers it. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "abs_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "startDate": "2026-06-08",
                     *       "endDate": "2026-06-18",
                     *       "createdAt": "2026-02-13T18:06:00.000Z",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "pending",
                     *       "type": "conge_paye",
                     *       "dsnReason": null,
                     *       "returnReason": null,
                     *       "accidentDate": null
                     *     }
                     */
                    "application/json": components["schemas"]["Absence"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): `type` and `dsnReason` need org:absence:type:read; a status other than `pending` needs org:absence:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:absence:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved absence of the same collaborator overlaps it (the other's id named); the absence is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteAbsence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written. */
                "If-Match"?: string;
            };
            path: {
                organizationId: string;
                absenceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. No body. */
            204: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): `type` and `dsnReason` need org:absence:type:read; a status other than `pending` needs org:absence:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:absence:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved absence of the same collaborator overlaps it (the other's id named); the absence is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    approveAbsence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written. */
                "If-Match"?: string;
            };
            path: {
                organizationId: string;
                absenceId: string;
            };
            cookie?: never;
        };
        /** @description Optional: no body decides without a comment. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "comment": "Bonnes vacances !"
                 *     }
                 */
                "application/json": {
                    /** @description Why it was decided so; kept with the decision. */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description The absence as its read shows it to this key, with its ETag. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "abs_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "startDate": "2026-06-08",
                     *       "endDate": "2026-06-18",
                     *       "createdAt": "2026-02-13T18:06:00.000Z",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "approved",
                     *       "type": "conge_paye",
                     *       "dsnReason": null,
                     *       "returnReason": null,
                     *       "accidentDate": null
                     *     }
                     */
                    "application/json": components["schemas"]["Absence"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): `type` and `dsnReason` need org:absence:type:read; a status other than `pending` needs org:absence:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:absence:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved absence of the same collaborator overlaps it (the other's id named); the absence is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rejectAbsence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written. */
                "If-Match"?: string;
            };
            path: {
                organizationId: string;
                absenceId: string;
            };
            cookie?: never;
        };
        /** @description Optional: no body decides without a comment. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "comment": "La période est déjà prise par l’équipe."
                 *     }
                 */
                "application/json": {
                    /** @description Why it was decided so; kept with the decision. */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description The absence as its read shows it to this key, with its ETag. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "abs_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "startDate": "2026-06-08",
                     *       "endDate": "2026-06-18",
                     *       "createdAt": "2026-02-13T18:06:00.000Z",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "rejected",
                     *       "type": "conge_paye",
                     *       "dsnReason": null,
                     *       "returnReason": null,
                     *       "accidentDate": null
                     *     }
                     */
                    "application/json": components["schemas"]["Absence"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): `type` and `dsnReason` need org:absence:type:read; a status other than `pending` needs org:absence:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:absence:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved absence of the same collaborator overlaps it (the other's id named); the absence is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWorkLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                organizationId: string;
                workLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The work location. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wl_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "isRemoteWork": true,
                     *       "location": "Domicile",
                     *       "createdAt": "2026-01-12T18:51:00.000Z",
                     *       "startDate": "2026-02-08",
                     *       "endDate": "2026-02-08",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "approved"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkLocation"];
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:work_location:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putWorkLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written. */
                "If-Match"?: string;
            };
            path: {
                organizationId: string;
                workLocationId: string;
            };
            cookie?: never;
        };
        /** @description One work location in the shape of an item of the HR data document’s `workLocations`. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "wl_000000_1",
                 *       "collaboratorId": "col_000000",
                 *       "isRemoteWork": true,
                 *       "location": "Domicile",
                 *       "status": "approved",
                 *       "startDate": "2026-02-08",
                 *       "endDate": "2026-02-08",
                 *       "startHalfDay": false,
                 *       "endHalfDay": false,
                 *       "createdAt": "2026-01-12T18:51:00.000Z"
                 *     }
                 */
                "application/json": components["schemas"]["WorkLocationRecord"];
            };
        };
        responses: {
            /** @description The work location as its read shows it to this key, with its ETag. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wl_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "isRemoteWork": true,
                     *       "location": "Domicile",
                     *       "createdAt": "2026-01-12T18:51:00.000Z",
                     *       "startDate": "2026-02-08",
                     *       "endDate": "2026-02-08",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "approved"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkLocation"];
                };
            };
            /** @description Created: the work location as its read shows it to this key. */
            201: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    /** @description The URL of the created record: where its get-by-id answers it. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wl_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "isRemoteWork": true,
                     *       "location": "Domicile",
                     *       "createdAt": "2026-01-12T18:51:00.000Z",
                     *       "startDate": "2026-02-08",
                     *       "endDate": "2026-02-08",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "approved"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkLocation"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): a status other than `pending` needs org:work_location:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:work_location:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved work location of the same collaborator overlaps it (the other's id named); the work location is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWorkLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written. */
                "If-Match"?: string;
            };
            path: {
                organizationId: string;
                workLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. No body. */
            204: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): a status other than `pending` needs org:work_location:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:work_location:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved work location of the same collaborator overlaps it (the other's id named); the work location is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    approveWorkLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written. */
                "If-Match"?: string;
            };
            path: {
                organizationId: string;
                workLocationId: string;
            };
            cookie?: never;
        };
        /** @description Optional: no body decides without a comment. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "comment": "Validé"
                 *     }
                 */
                "application/json": {
                    /** @description Why it was decided so; kept with the decision. */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description The work location as its read shows it to this key, with its ETag. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wl_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "isRemoteWork": true,
                     *       "location": "Domicile",
                     *       "createdAt": "2026-01-12T18:51:00.000Z",
                     *       "startDate": "2026-02-08",
                     *       "endDate": "2026-02-08",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "approved"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkLocation"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): a status other than `pending` needs org:work_location:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:work_location:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved work location of the same collaborator overlaps it (the other's id named); the work location is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rejectWorkLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
                /** @description The ETag of the record as you last read it (its get-by-id, or a write’s answer): the write goes ahead only if the record still is that one, else 412 and nothing is written. */
                "If-Match"?: string;
            };
            path: {
                organizationId: string;
                workLocationId: string;
            };
            cookie?: never;
        };
        /** @description Optional: no body decides without a comment. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "comment": "Présence requise ce jour-là"
                 *     }
                 */
                "application/json": {
                    /** @description Why it was decided so; kept with the decision. */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description The work location as its read shows it to this key, with its ETag. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description The strong ETag of the record as written, the one its get-by-id answers: send it back in If-Match to write the record again only if nobody changed it since. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wl_000000_1",
                     *       "collaboratorId": "col_000000",
                     *       "isRemoteWork": true,
                     *       "location": "Domicile",
                     *       "createdAt": "2026-01-12T18:51:00.000Z",
                     *       "startDate": "2026-02-08",
                     *       "endDate": "2026-02-08",
                     *       "startHalfDay": false,
                     *       "endHalfDay": false,
                     *       "status": "rejected"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkLocation"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it), or the body names a field it may not read (`insufficient_scope`, `errors` naming each field by its JSON path): a status other than `pending` needs org:work_location:approve. */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:work_location:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflict with what is stored (`conflict`, `errors` naming each field): another pending or approved work location of the same collaborator overlaps it (the other's id named); the work location is already decided (approve, reject); or it would change what a DSN declared. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description If-Match does not name the current ETag of the record, or names one and there is no record (`precondition_failed`); If-None-Match: * and the record exists. Nothing was written: read it again. */
            412: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Precondition Failed",
                     *       "status": 412,
                     *       "code": "precondition_failed",
                     *       "detail": "If-Match does not name the current representation of the record (it changed since it was read); read it again, nothing was written",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The record is refused by the import's rules (`invalid_record`), every problem at once in `errors` by its JSON path in the body: a date that does not exist, an end before its start, an unknown collaborator, a body id other than the path's. Or this Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: {
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "org_exemple",
                     *         "name": "Maison Lefèvre SA",
                     *         "identity": {
                     *           "siren": "479430167",
                     *           "legalForm": "SA"
                     *         },
                     *         "establishments": [
                     *           {
                     *             "id": "est_paris",
                     *             "name": "Siège – Paris",
                     *             "siret": "47943016700011",
                     *             "isHeadOffice": true,
                     *             "address": {
                     *               "street": "86 rue Molière",
                     *               "city": "Paris",
                     *               "zipCode": "75011",
                     *               "country": "fr"
                     *             }
                     *           },
                     *           {
                     *             "id": "est_lyon",
                     *             "name": "Agence de Lyon",
                     *             "siret": "47943016700029",
                     *             "isHeadOffice": false,
                     *             "address": {
                     *               "street": "26 impasse de la Paix",
                     *               "city": "Lyon",
                     *               "zipCode": "69003",
                     *               "country": "fr"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:company:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMealVouchers: {
        parameters: {
            query: {
                /** @description Month, 1 to 12. */
                month: number;
                /** @description Year, 1900 to 3000. */
                year: number;
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Meal-voucher counts for the month. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "configuration": {
                     *           "voucherValue": 12,
                     *           "companyShare": 0.5
                     *         },
                     *         "mealVouchers": [
                     *           {
                     *             "employeeId": "col_000000",
                     *             "count": 20
                     *           },
                     *           {
                     *             "employeeId": "col_000001",
                     *             "count": 20
                     *           },
                     *           {
                     *             "employeeId": "col_000002",
                     *             "count": 13
                     *           }
                     *         ]
                     *       },
                     *       "total": 3,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: {
                            configuration: {
                                /** @description Value of one voucher, in euros; 0 when not configured. */
                                voucherValue: number;
                                /** @description The employer's fraction of the value; 0 when not configured. */
                                companyShare: number;
                            };
                            mealVouchers: components["schemas"]["MealVoucherCount"][];
                        };
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:company:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMealVoucherDays: {
        parameters: {
            query: {
                /** @description Month, 1 to 12. */
                month: number;
                /** @description Year, 1900 to 3000. */
                year: number;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                organizationId: string;
                collaboratorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each day of the month, whether it counts, and why. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "employeeId": "col_000000",
                     *         "year": 2026,
                     *         "month": 2,
                     *         "count": 20,
                     *         "days": [
                     *           {
                     *             "date": "2026-02-01",
                     *             "counted": false,
                     *             "reason": "weekend"
                     *           },
                     *           {
                     *             "date": "2026-02-02",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-03",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-04",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-05",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-06",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-07",
                     *             "counted": false,
                     *             "reason": "weekend"
                     *           },
                     *           {
                     *             "date": "2026-02-08",
                     *             "counted": false,
                     *             "reason": "weekend"
                     *           },
                     *           {
                     *             "date": "2026-02-09",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-10",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-11",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-12",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-13",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-14",
                     *             "counted": false,
                     *             "reason": "weekend"
                     *           },
                     *           {
                     *             "date": "2026-02-15",
                     *             "counted": false,
                     *             "reason": "weekend"
                     *           },
                     *           {
                     *             "date": "2026-02-16",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-17",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-18",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-19",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-20",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-21",
                     *             "counted": false,
                     *             "reason": "weekend"
                     *           },
                     *           {
                     *             "date": "2026-02-22",
                     *             "counted": false,
                     *             "reason": "weekend"
                     *           },
                     *           {
                     *             "date": "2026-02-23",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-24",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-25",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-26",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-27",
                     *             "counted": true,
                     *             "reason": "worked"
                     *           },
                     *           {
                     *             "date": "2026-02-28",
                     *             "counted": false,
                     *             "reason": "weekend"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            employeeId: string;
                            year: number;
                            month: number;
                            /** @description The counted days: always the count of this collaborator in the monthly list. */
                            count: number;
                            days: {
                                /** @description YYYY-MM-DD. */
                                date: string;
                                /** @description Whether the day earns a voucher. */
                                counted: boolean;
                                /** @description The rule that decided the day, the first that applies in this order: weekend, public_holiday (of the establishment’s region), no_contract, absence (approved; a half day takes the whole day), then remote_work or worked (both counted). */
                                reason: "worked" | "remote_work" | "weekend" | "public_holiday" | "no_contract" | "absence";
                                /** @description With public_holiday: the holiday’s name. */
                                holiday?: string;
                                absence?: {
                                    /** @description The absence type code, e.g. conge_paye: shown as on the absences list, to a key that may read absence types. Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                                    type?: string;
                                    /** @description Whether this day of the absence was a half day. */
                                    halfDay: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:company:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listComplementaryContracts: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 10. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
                /** @description Only these contracts: up to 10 ids, comma-separated. An unknown id is simply not in the answer. Combines with the other filters; how a client re-reads, in this shape, the contracts the change feed names. */
                ids?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of complementary contracts. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cc_sante_2026",
                     *           "name": "Frais de santé",
                     *           "organismeCode": "P0942",
                     *           "organismeDelegationCode": "",
                     *           "contractReference": "SANTE-2026-001",
                     *           "contractName": "Complémentaire santé collective",
                     *           "options": [
                     *             {
                     *               "id": "opt_base_ensemble",
                     *               "optionCode": "BASE",
                     *               "optionName": "Base conventionnelle",
                     *               "populationCode": "ENS",
                     *               "populationName": "Ensemble du personnel"
                     *             }
                     *           ],
                     *           "affiliatedEmployees": [
                     *             {
                     *               "id": "col_000000",
                     *               "startDate": "2026-03-02T00:00:00.000Z",
                     *               "endDate": null,
                     *               "status": "active",
                     *               "option": {
                     *                 "id": "opt_base_ensemble",
                     *                 "optionCode": "BASE"
                     *               },
                     *               "dependants": {
                     *                 "children": 2,
                     *                 "adults": 1,
                     *                 "covered": 3,
                     *                 "others": 0,
                     *                 "coveredChildren": 2
                     *               },
                     *               "portability": null
                     *             },
                     *             {
                     *               "id": "col_000001",
                     *               "startDate": "2026-03-02T00:00:00.000Z",
                     *               "endDate": null,
                     *               "status": "active",
                     *               "option": {
                     *                 "id": "opt_base_ensemble",
                     *                 "optionCode": "BASE"
                     *               },
                     *               "dependants": {
                     *                 "children": 2,
                     *                 "adults": 1,
                     *                 "covered": 3,
                     *                 "others": 0,
                     *                 "coveredChildren": 2
                     *               },
                     *               "portability": null
                     *             },
                     *             {
                     *               "id": "col_000002",
                     *               "startDate": "2026-03-02T00:00:00.000Z",
                     *               "endDate": null,
                     *               "status": "active",
                     *               "option": {
                     *                 "id": "opt_base_ensemble",
                     *                 "optionCode": "BASE"
                     *               },
                     *               "dependants": {
                     *                 "children": 2,
                     *                 "adults": 1,
                     *                 "covered": 3,
                     *                 "others": 0,
                     *                 "coveredChildren": 2
                     *               },
                     *               "portability": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ComplementaryContractWithAffiliations"][];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:health_insurance:manage",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importFicheParametrage: {
        parameters: {
            query?: {
                /** @description true: parse, check and plan exactly as the import does, write nothing, answer the plan. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "establishmentId": "est_paris",
                 *       "ficheParametrageXml": "<?xml version=\"1.0\" encoding=\"UTF-8\"?><FICHE IdentifiantFiche=\"FP2026000001\" DateHeureCreation=\"2026-03-02T09:30:00\" Version=\"133\"><Entreprise SIREN=\"479430167\" RaisonSociale=\"Maison Lefèvre SA\" NIC=\"00011\"/><GROUPE NumeroGrp=\"1\" LibelleGrp=\"Frais de santé\"><ParametresContrats DateDebutValidite=\"01012026\"><Organisme CodeOC=\"P0942\"/><Contrat ReferenceContrat=\"SANTE-2026-001\" LibelleContrat=\"Complémentaire santé collective\"/><Option CodeOption=\"BASE\" LibelleOption=\"Base conventionnelle\"/><Population CodePopulation=\"ENS\" LibellePopulation=\"Ensemble du personnel\"/></ParametresContrats></GROUPE></FICHE>"
                 *     }
                 */
                "application/json": components["schemas"]["FicheParametrageImport"];
            };
        };
        responses: {
            /** @description The contracts created and updated; with dryRun=true, what the import would do, writing nothing. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "created": [
                     *           {
                     *             "id": "cc_sante_2026",
                     *             "name": "Frais de santé",
                     *             "organismeCode": "P0942",
                     *             "organismeDelegationCode": "",
                     *             "contractReference": "SANTE-2026-001",
                     *             "contractName": "Complémentaire santé collective",
                     *             "options": [
                     *               {
                     *                 "id": "opt_base_ensemble",
                     *                 "optionCode": "BASE",
                     *                 "optionName": "Base conventionnelle",
                     *                 "populationCode": "ENS",
                     *                 "populationName": "Ensemble du personnel"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "updated": [],
                     *         "unchanged": [],
                     *         "changes": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The contracts created; in a dry run, those the import would create, without ids. */
                            created: (components["schemas"]["ComplementaryContract"] | components["schemas"]["ContractPreview"])[];
                            /** @description Every contract of the fiche the organization already has (as stored before, in a dry run). */
                            updated: components["schemas"]["ComplementaryContract"][];
                            /** @description The ids of the contracts of `updated` the fiche leaves as they are. */
                            unchanged: string[];
                            /** @description Per contract of `updated` that changes: its fields and options, before → after. */
                            changes: {
                                contractId: string;
                                organismeCode: string | null;
                                organismeDelegationCode: string;
                                contractReference: string;
                                fields: {
                                    field: "name" | "contractName";
                                    before: string;
                                    after: string;
                                }[];
                                options: {
                                    optionCode: string;
                                    populationCode: string;
                                    change: "added" | "renamed";
                                    before: {
                                        optionName: string;
                                        populationName: string;
                                    } | null;
                                    after: {
                                        optionName: string;
                                        populationName: string;
                                    };
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:health_insurance:manage",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContractContributions: {
        parameters: {
            query: {
                /** @description Month, 1 to 12. */
                month: number;
                /** @description Year, 1900 to 3000. */
                year: number;
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                organizationId: string;
                /** @description The complementary contract. */
                contractId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contributions. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "collaboratorId": "col_000000",
                     *           "month": "2026-01",
                     *           "base": 3000,
                     *           "contributions": 45,
                     *           "bases": [
                     *             {
                     *               "startDate": "2026-01-01",
                     *               "endDate": "2026-01-31",
                     *               "amount": 3000,
                     *               "components": [
                     *                 {
                     *                   "type": "11",
                     *                   "amount": 3000
                     *                 }
                     *               ],
                     *               "contributions": [
                     *                 {
                     *                   "code": "059",
                     *                   "organism": "P0942",
                     *                   "base": 3000,
                     *                   "amount": 45,
                     *                   "rate": "1.500"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "declaredBy": {
                     *             "declarationType": "01",
                     *             "importedAt": "2026-03-02T09:30:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "collaboratorId": "col_000001",
                     *           "month": "2026-01",
                     *           "base": 2500,
                     *           "contributions": 37.5,
                     *           "bases": [
                     *             {
                     *               "startDate": "2026-01-01",
                     *               "endDate": "2026-01-31",
                     *               "amount": 2500,
                     *               "components": [
                     *                 {
                     *                   "type": "11",
                     *                   "amount": 2500
                     *                 }
                     *               ],
                     *               "contributions": [
                     *                 {
                     *                   "code": "059",
                     *                   "organism": "P0942",
                     *                   "base": 2500,
                     *                   "amount": 37.5,
                     *                   "rate": "1.500"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "declaredBy": {
                     *             "declarationType": "01",
                     *             "importedAt": "2026-03-02T09:30:00.000Z"
                     *           }
                     *         }
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null,
                     *       "totals": {
                     *         "people": 2,
                     *         "base": 5500,
                     *         "contributions": 82.5
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PersonContribution"][];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
                        nextCursor: string | null;
                        /** @description The contract’s totals for the month, over the whole list. */
                        totals: {
                            people: number;
                            /** @description The sum of every affiliated person’s base, on every page. In euros, as declared. */
                            base: number;
                            /** @description The sum of every affiliated person’s contributions, on every page. In euros, as declared. */
                            contributions: number;
                        };
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:health_insurance:manage",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceAffiliations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "establishmentId": "est_paris",
                 *       "affiliations": [
                 *         {
                 *           "employeeId": "col_000000",
                 *           "complementaryContractId": "cc_sante_2026",
                 *           "status": "active",
                 *           "optionId": "opt_base_ensemble"
                 *         },
                 *         {
                 *           "employeeId": "col_000001",
                 *           "complementaryContractId": "cc_sante_2026",
                 *           "status": "active",
                 *           "optionId": "opt_base_ensemble"
                 *         },
                 *         {
                 *           "employeeId": "col_000002",
                 *           "complementaryContractId": "cc_sante_2026",
                 *           "status": "active",
                 *           "optionId": "opt_base_ensemble"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["EstablishmentAffiliations"];
            };
        };
        responses: {
            /** @description How many affiliations were created and deleted. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "created": 3,
                     *         "deleted": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            created: number;
                            deleted: number;
                        };
                    };
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:health_insurance:manage",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCollaboratorAffiliations: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                organizationId: string;
                collaboratorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of affiliations. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "startDate": "2026-03-02T00:00:00.000Z",
                     *           "endDate": null,
                     *           "complementaryContract": {
                     *             "id": "cc_sante_2026",
                     *             "organismeCode": "P0942",
                     *             "contractReference": "SANTE-2026-001"
                     *           },
                     *           "status": "active",
                     *           "option": {
                     *             "id": "opt_base_ensemble",
                     *             "optionCode": "BASE",
                     *             "optionName": "Base conventionnelle",
                     *             "populationCode": "ENS",
                     *             "populationName": "Ensemble du personnel"
                     *           },
                     *           "dependants": {
                     *             "children": 2,
                     *             "adults": 1,
                     *             "covered": 3,
                     *             "others": 0,
                     *             "coveredChildren": 2
                     *           },
                     *           "portability": null
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Affiliation"][];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:health_insurance:manage",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    upsertCollaboratorAffiliation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                organizationId: string;
                collaboratorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "establishmentId": "est_paris",
                 *       "complementaryContractId": "cc_sante_2026",
                 *       "status": "active",
                 *       "optionId": "opt_base_ensemble"
                 *     }
                 */
                "application/json": components["schemas"]["CollaboratorAffiliationInput"];
            };
        };
        responses: {
            /** @description The affiliation. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "startDate": "2026-03-02T00:00:00.000Z",
                     *         "endDate": null,
                     *         "complementaryContract": {
                     *           "id": "cc_sante_2026",
                     *           "organismeCode": "P0942",
                     *           "contractReference": "SANTE-2026-001"
                     *         },
                     *         "status": "active",
                     *         "option": {
                     *           "id": "opt_base_ensemble",
                     *           "optionCode": "BASE",
                     *           "optionName": "Base conventionnelle",
                     *           "populationCode": "ENS",
                     *           "populationName": "Ensemble du personnel"
                     *         },
                     *         "dependants": {
                     *           "children": 2,
                     *           "adults": 1,
                     *           "covered": 3,
                     *           "others": 0,
                     *           "coveredChildren": 2
                     *         },
                     *         "portability": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Affiliation"];
                    };
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:health_insurance:manage",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description Return the changes after this cursor. Without it, the feed starts at the oldest retained change. */
                after?: string;
                /** @description Events per page, at most 1000. */
                limit?: number;
                /** @description Only these event types, comma-separated (e.g. collaborator.deleted,absence.deleted). */
                types?: string;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes after the cursor, oldest first. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "cursor": "NDEuOTY0OTRlNGQ",
                     *           "type": "collaborator.updated",
                     *           "resourceId": "col_000000",
                     *           "collaboratorId": "col_000000",
                     *           "establishmentId": "est_paris",
                     *           "occurredAt": "2026-03-02T08:14:03.512Z"
                     *         },
                     *         {
                     *           "cursor": "NDIuOTY0OTRlNGQ",
                     *           "type": "absence.deleted",
                     *           "resourceId": "abs_000000_1",
                     *           "collaboratorId": "col_000000",
                     *           "occurredAt": "2026-03-02T08:14:03.512Z"
                     *         }
                     *       ],
                     *       "nextCursor": "NDIuOTY0OTRlNGQ",
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @description The position of this event: reading after it gives the events that follow. */
                            cursor: string;
                            /** @description What happened to which kind of resource (docs/sync.md). */
                            type: "collaborator.created" | "collaborator.updated" | "collaborator.deleted" | "collaborator.status_changed" | "absence.created" | "absence.updated" | "absence.deleted" | "absence.stoppage_started" | "absence.stoppage_ended" | "work_location.created" | "work_location.updated" | "work_location.deleted" | "organization.updated" | "establishment.created" | "establishment.updated" | "establishment.deleted" | "complementary_contract.created" | "complementary_contract.updated" | "affiliation.created" | "affiliation.updated" | "affiliation.deleted" | "affiliation.portability_opened";
                            /** @description The id of the resource that changed; fetch it to see how. */
                            resourceId: string;
                            /** @description The collaborator the resource belongs to. */
                            collaboratorId?: string;
                            /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                            establishmentId?: string;
                            /** Format: date-time */
                            occurredAt: string;
                            /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                            reason?: string;
                        }[];
                        /** @description Pass it as `after` to continue; it moves on even when no event was returned. */
                        nextCursor: string;
                        /** @description true when more events are waiting right now: ask again at once. */
                        hasMore: boolean;
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The cursor is older than what the feed retains (`cursor_expired`): run a full sync again. */
            410: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Gone",
                     *       "status": 410,
                     *       "code": "cursor_expired",
                     *       "detail": "this cursor is older than the 90 days of changes the feed keeps; run a full sync again",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLatestChangeCursor: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The position of the newest change. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cursor": "NDIuOTY0OTRlNGQ"
                     *     }
                     */
                    "application/json": {
                        /** @description The position of the newest change now: the start of a full sync (docs/sync.md). */
                        cursor: string;
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSnapshot: {
        parameters: {
            query?: {
                /** @description The lists to stream, comma-separated, among collaborators, absences, work-locations. Default: every one the key may read. */
                lists?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records, one a line, then the cursor line. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["SnapshotLine"];
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPartnerGrants: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active grants. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "0195a3c2-7d41-7b9e-a2f0-5c1d9e8b4a21",
                     *           "organizationId": "org_exemple",
                     *           "organizationName": "Maison Lefèvre SA",
                     *           "scopes": [
                     *             "org:company:read",
                     *             "org:employee:read",
                     *             "org:employee:health_insurance:manage"
                     *           ],
                     *           "grantedAt": "2026-03-02T08:14:03.512Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PartnerGrant"][];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPartnerWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "url": "https://93.184.215.14/hrapi/events",
                     *         "eventTypes": [
                     *           "*"
                     *         ],
                     *         "status": "active",
                     *         "disabledReason": null,
                     *         "createdAt": "2026-03-02T08:14:03.512Z",
                     *         "updatedAt": "2026-03-02T08:14:03.512Z",
                     *         "previousSecretUntil": null,
                     *         "disabledLanes": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PartnerWebhookEndpoint"];
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putPartnerWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://93.184.215.14/hrapi/events",
                 *       "eventTypes": [
                 *         "*"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Where events are POSTed: https in production, never a loopback, private, link-local or metadata address. */
                    url: string;
                    /** @description Change types, or ["*"]: every type, present and future. Each organization's events reach the endpoint only where that organization's grant may read them (the change feed's rule: collaborator events need org:employee:read, absences org:absence:read, work locations org:work_location:read, the organization and its establishments org:company:read, complementary contracts and affiliations org:employee:health_insurance:manage). */
                    eventTypes: ("collaborator.created" | "collaborator.updated" | "collaborator.deleted" | "collaborator.status_changed" | "absence.created" | "absence.updated" | "absence.deleted" | "absence.stoppage_started" | "absence.stoppage_ended" | "work_location.created" | "work_location.updated" | "work_location.deleted" | "organization.updated" | "establishment.created" | "establishment.updated" | "establishment.deleted" | "complementary_contract.created" | "complementary_contract.updated" | "affiliation.created" | "affiliation.updated" | "affiliation.deleted" | "affiliation.portability_opened" | "*")[];
                };
            };
        };
        responses: {
            /** @description The endpoint; with its secret when this PUT created it. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "url": "https://93.184.215.14/hrapi/events",
                     *         "eventTypes": [
                     *           "*"
                     *         ],
                     *         "status": "active",
                     *         "disabledReason": null,
                     *         "createdAt": "2026-03-02T08:14:03.512Z",
                     *         "updatedAt": "2026-03-02T08:14:03.512Z",
                     *         "previousSecretUntil": null,
                     *         "disabledLanes": 0,
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            url: string;
                            eventTypes: string[];
                            /**
                             * @description disabled only when it was so before lanes (an upgrade); PUT turns it back on. An event failing its last retry disables its organization’s lane, never the endpoint (disabledLanes).
                             * @enum {string}
                             */
                            status: "active" | "disabled";
                            disabledReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description After a rotation, until when the former secret still signs beside the new one. */
                            previousSecretUntil: string | null;
                            /** @description How many granting organizations’ lanes are disabled: an event of theirs failed its last retry, and their events wait until the lane is turned back on (GET /partner-app/webhook-endpoint/lanes?status=disabled). */
                            disabledLanes: number;
                            /** @description The Standard Webhooks signing secret (whsec_…): shown this once, never again. Verify each delivery’s webhook-signature with it. */
                            secret?: string;
                        };
                    };
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deletePartnerWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, deleted. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "url": "https://93.184.215.14/hrapi/events",
                     *         "eventTypes": [
                     *           "*"
                     *         ],
                     *         "status": "active",
                     *         "disabledReason": null,
                     *         "createdAt": "2026-03-02T08:14:03.512Z",
                     *         "updatedAt": "2026-03-02T08:14:03.512Z",
                     *         "previousSecretUntil": null,
                     *         "disabledLanes": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PartnerWebhookEndpoint"];
                    };
                };
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotatePartnerWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "url": "https://93.184.215.14/hrapi/events",
                     *         "eventTypes": [
                     *           "*"
                     *         ],
                     *         "status": "active",
                     *         "disabledReason": null,
                     *         "createdAt": "2026-03-02T08:14:03.512Z",
                     *         "updatedAt": "2026-03-02T08:14:03.512Z",
                     *         "previousSecretUntil": "2026-03-03T08:14:03.512Z",
                     *         "disabledLanes": 0,
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            url: string;
                            eventTypes: string[];
                            /**
                             * @description disabled only when it was so before lanes (an upgrade); PUT turns it back on. An event failing its last retry disables its organization’s lane, never the endpoint (disabledLanes).
                             * @enum {string}
                             */
                            status: "active" | "disabled";
                            disabledReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description After a rotation, until when the former secret still signs beside the new one. */
                            previousSecretUntil: string | null;
                            /** @description How many granting organizations’ lanes are disabled: an event of theirs failed its last retry, and their events wait until the lane is turned back on (GET /partner-app/webhook-endpoint/lanes?status=disabled). */
                            disabledLanes: number;
                            /** @description The Standard Webhooks signing secret (whsec_…): shown this once, never again. Verify each delivery’s webhook-signature with it. */
                            secret: string;
                        };
                    };
                };
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPartnerWebhookLanes: {
        parameters: {
            query?: {
                /** @description Page number, 1-based, at most 10000000. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Where to continue: the `nextCursor` of the previous answer, for the same list and filters. The answer holds the `limit` items after that position (`page` is then 1). Not with `page`. The recommended way to read a whole list: an item that exists during the whole read and is not changed is returned exactly once, whatever else is written meanwhile. */
                cursor?: string;
                /** @description disabled after one of the organization’s events failed its last retry: its events wait, the other organizations’ go on; enabling the lane (the app, or the organization’s admin) sends them again, in order, that event first. */
                status?: "active" | "disabled";
            };
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lanes. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "organizationId": "org_exemple",
                     *           "organizationName": "Maison Lefèvre SA",
                     *           "status": "active",
                     *           "disabledReason": null,
                     *           "disabledAt": null,
                     *           "waiting": 0
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 20,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PartnerWebhookLane"][];
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Pass it as `cursor` to read what follows; null when nothing follows. Present on every list answer, cursor read or not. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enablePartnerWebhookLane: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description An organization that granted the app. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lane, on. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "organizationId": "org_exemple",
                     *         "organizationName": "Maison Lefèvre SA",
                     *         "status": "active",
                     *         "disabledReason": null,
                     *         "disabledAt": null,
                     *         "waiting": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PartnerWebhookLane"];
                    };
                };
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPartnerWebhookLaneDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description An organization that granted the app. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries, newest first. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "0195a3c2-8e52-7c0f-b3a1-6d2e0f9c5b32",
                     *           "eventType": "absence.created",
                     *           "status": "succeeded",
                     *           "attempts": 1,
                     *           "createdAt": "2026-03-02T08:14:03.512Z",
                     *           "lastAttempt": {
                     *             "at": "2026-03-02T08:14:03.512Z",
                     *             "statusCode": 200,
                     *             "latencyMs": 42,
                     *             "excerpt": "ok",
                     *             "error": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PartnerWebhookDelivery"][];
                    };
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:employee:read",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importHrDataDocument: {
        parameters: {
            query?: {
                /** @description Delete the contracts, absences and work locations the document no longer lists (as `hrapi import --replace`). */
                replace?: boolean;
                /** @description Validate the whole document and report its problems and warnings; write nothing. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organization": {
                 *         "id": "org_exemple",
                 *         "name": "Maison Lefèvre SA",
                 *         "identity": {
                 *           "siren": "479430167",
                 *           "legalForm": "SA"
                 *         },
                 *         "timezone": "Europe/Paris"
                 *       }
                 *     }
                 */
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Received and queued: follow it at `Location`. */
            202: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Where to follow the import: `/api/public/v1/organizations/{organizationId}/imports/{importId}`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e01",
                     *       "organizationId": "org_exemple",
                     *       "kind": "document",
                     *       "status": "queued",
                     *       "dryRun": false,
                     *       "replace": false,
                     *       "createdAt": "2026-05-04T09:30:00.000Z",
                     *       "startedAt": null,
                     *       "finishedAt": null,
                     *       "progress": {
                     *         "phase": "queued",
                     *         "bytesRead": 0,
                     *         "byteCount": 1948213
                     *       },
                     *       "counts": null,
                     *       "totalProblems": 0,
                     *       "problems": [],
                     *       "totalWarnings": 0,
                     *       "warnings": []
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:hr_data:import",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The organization already has 4 imports queued or running (`conflict`): send this one once one has ended. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importDsn: {
        parameters: {
            query?: {
                /** @description Read, check and plan the file against the store; write nothing (as `hrapi dsn import --dry-run`). */
                dryRun?: boolean;
            };
            header?: {
                /** @description Makes a retry safe: within 24 hours, a request with the same key and the same body gets the first answer back (status and body, with `Idempotency-Replayed: true`) and writes nothing. The same key with another body is 422 `idempotency_key_reused`; while the first request is still running, 409 `request_in_progress`. 1 to 255 visible ASCII characters; a UUID is a good choice. Keys are per API key: another key sending the same one gets its own answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": unknown;
            };
        };
        responses: {
            /** @description Received and queued: follow it at `Location`. */
            202: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Where to follow the import: `/api/public/v1/organizations/{organizationId}/imports/{importId}`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e02",
                     *       "organizationId": "org_exemple",
                     *       "kind": "dsn",
                     *       "status": "queued",
                     *       "dryRun": false,
                     *       "replace": false,
                     *       "createdAt": "2026-05-04T09:30:00.000Z",
                     *       "startedAt": null,
                     *       "finishedAt": null,
                     *       "progress": {
                     *         "phase": "queued",
                     *         "bytesRead": 0,
                     *         "byteCount": 48120
                     *       },
                     *       "counts": null,
                     *       "totalProblems": 0,
                     *       "problems": [],
                     *       "totalWarnings": 0,
                     *       "warnings": []
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            /** @description A parameter or the body is invalid (`invalid_parameter`, `invalid_body`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:hr_data:import",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The organization already has 4 imports queued or running (`conflict`): send this one once one has ended. Or the first request with this Idempotency-Key is still running (`request_in_progress`); retry after Retry-After seconds. */
            409: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "code": "request_in_progress",
                     *       "detail": "the first request with this Idempotency-Key is still running; retry once it has answered",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than this endpoint accepts (`payload_too_large`). */
            413: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Content Too Large",
                     *       "status": 413,
                     *       "code": "payload_too_large",
                     *       "detail": "the request body is larger than this endpoint accepts",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`). */
            415: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unsupported Media Type",
                     *       "status": 415,
                     *       "code": "unsupported_media_type",
                     *       "detail": "the request body must be application/json",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used for another request in the last 24 hours (`idempotency_key_reused`). */
            422: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unprocessable Content",
                     *       "status": 422,
                     *       "code": "idempotency_key_reused",
                     *       "detail": "this Idempotency-Key was used for another request (another operation, parameters or body) in the last 24 hours; use a new key",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you kept: if the answer would be the same, it is a 304 with no body (the ETag, X-Request-Id and RateLimit-* headers are kept). Several ETags may be given, comma-separated. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
                /** @description The id the POST answered (also the last segment of its `Location`). */
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import. */
            200: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e01",
                     *       "organizationId": "org_exemple",
                     *       "kind": "document",
                     *       "status": "succeeded",
                     *       "dryRun": false,
                     *       "replace": false,
                     *       "createdAt": "2026-05-04T09:30:00.000Z",
                     *       "startedAt": "2026-05-04T09:30:00.120Z",
                     *       "finishedAt": "2026-05-04T09:30:02.410Z",
                     *       "progress": {
                     *         "phase": "done",
                     *         "bytesRead": 1948213,
                     *         "byteCount": 1948213
                     *       },
                     *       "counts": {
                     *         "organization": "unchanged",
                     *         "establishments": {
                     *           "created": 0,
                     *           "updated": 0,
                     *           "unchanged": 2
                     *         },
                     *         "teams": {
                     *           "created": 0,
                     *           "updated": 0,
                     *           "unchanged": 4
                     *         },
                     *         "collaborators": {
                     *           "created": 3,
                     *           "updated": 12,
                     *           "unchanged": 985
                     *         },
                     *         "contracts": {
                     *           "created": 3,
                     *           "updated": 1,
                     *           "unchanged": 1120
                     *         },
                     *         "establishmentHistory": {
                     *           "created": 0,
                     *           "updated": 0,
                     *           "unchanged": 0
                     *         },
                     *         "absences": {
                     *           "created": 40,
                     *           "updated": 2,
                     *           "unchanged": 1310
                     *         },
                     *         "workLocations": {
                     *           "created": 25,
                     *           "updated": 0,
                     *           "unchanged": 600
                     *         },
                     *         "mealVoucherConfiguration": "unchanged"
                     *       },
                     *       "totalProblems": 0,
                     *       "problems": [],
                     *       "totalWarnings": 1,
                     *       "warnings": [
                     *         {
                     *           "path": "collaborators[17].socialSecurityNumber",
                     *           "message": "is not a NIR with a valid key (97 − first 13 digits mod 97, Corsica 2A/2B as 19/18)"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Import"];
                };
            };
            /** @description Not modified: the answer would be the one of the ETag given in If-None-Match. No body. */
            304: {
                headers: {
                    /** @description A strong validator of this answer: send it back in If-None-Match to get a 304 while it holds. */
                    ETag?: string;
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A parameter is invalid (`invalid_parameter`); `errors` names each problem. */
            400: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "code": "invalid_parameter",
                     *       "detail": "limit must be an integer between 1 and 100",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f",
                     *       "errors": [
                     *         {
                     *           "in": "query",
                     *           "name": "limit",
                     *           "message": "must be <= 100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid credential (`unauthorized`): no API key or access token, or one that is malformed, unknown, expired or revoked; a DPoP-bound access token sent as Bearer, or without a valid proof of its key. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Both challenges: `Bearer realm="hrapi", DPoP realm="hrapi", algs="ES256 Ed25519 EdDSA"`. The scheme of a refused credential names its error (RFC 6750 §3, RFC 9449 §7.1): `error="invalid_token"` or, for DPoP, `error="invalid_dpop_proof"`, with an `error_description`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "code": "unauthorized",
                     *       "detail": "an API key or an access token is required: Authorization: Bearer <API_KEY or token>, or Authorization: DPoP <token> with a DPoP proof",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks a required scope (`insufficient_scope`, naming it) or is not a partner key (`partner_only`). */
            403: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Forbidden",
                     *       "status": 403,
                     *       "code": "insufficient_scope",
                     *       "detail": "the API key lacks the required scope: org:hr_data:import",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Not found (`not_found`): the organization (or the key belongs to another one), the resource or the establishment. */
            404: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "code": "not_found",
                     *       "detail": "organization not found",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests for this key (`rate_limited`); retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Too Many Requests",
                     *       "status": 429,
                     *       "code": "rate_limited",
                     *       "detail": "rate limit of 600 requests per minute exceeded for this API key; retry in 12 s",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected error (`internal_error`); quote the requestId when reporting it. */
            500: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Internal Server Error",
                     *       "status": 500,
                     *       "code": "internal_error",
                     *       "detail": "an unexpected error occurred; quote the requestId when reporting it",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The data store is unreachable (`service_unavailable`); retry after Retry-After seconds. */
            503: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed per window and per API key. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "about:blank",
                     *       "title": "Service Unavailable",
                     *       "status": 503,
                     *       "code": "service_unavailable",
                     *       "detail": "the data store is unreachable; retry shortly",
                     *       "requestId": "019a8f4e-2b7c-7d3e-9f10-4c5b6a7d8e9f"
                     *     }
                     */
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    onCollaboratorCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "collaborator.created",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "collaborator.created",
                 *         "resourceId": "col_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "collaborator.created";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "collaborator.created";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollaboratorUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "collaborator.updated",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "collaborator.updated",
                 *         "resourceId": "col_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "collaborator.updated";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "collaborator.updated";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollaboratorDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "collaborator.deleted",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "collaborator.deleted",
                 *         "resourceId": "col_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "collaborator.deleted";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "collaborator.deleted";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCollaboratorStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "collaborator.status_changed",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "collaborator.status_changed",
                 *         "resourceId": "col_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "collaborator.status_changed";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "collaborator.status_changed";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAbsenceCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "absence.created",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "absence.created",
                 *         "resourceId": "abs_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "absence.created";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "absence.created";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAbsenceUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "absence.updated",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "absence.updated",
                 *         "resourceId": "abs_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "absence.updated";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "absence.updated";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAbsenceDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "absence.deleted",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "absence.deleted",
                 *         "resourceId": "abs_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "absence.deleted";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "absence.deleted";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAbsenceStoppageStarted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "absence.stoppage_started",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "absence.stoppage_started",
                 *         "resourceId": "abs_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "absence.stoppage_started";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "absence.stoppage_started";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAbsenceStoppageEnded: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "absence.stoppage_ended",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "absence.stoppage_ended",
                 *         "resourceId": "abs_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "absence.stoppage_ended";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "absence.stoppage_ended";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWorkLocationCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "work_location.created",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "work_location.created",
                 *         "resourceId": "wor_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "work_location.created";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "work_location.created";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWorkLocationUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "work_location.updated",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "work_location.updated",
                 *         "resourceId": "wor_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "work_location.updated";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "work_location.updated";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWorkLocationDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "work_location.deleted",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "work_location.deleted",
                 *         "resourceId": "wor_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "work_location.deleted";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "work_location.deleted";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrganizationUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "organization.updated",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "organization.updated",
                 *         "resourceId": "org_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "organization.updated";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "organization.updated";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEstablishmentCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "establishment.created",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "establishment.created",
                 *         "resourceId": "est_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "establishment.created";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "establishment.created";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEstablishmentUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "establishment.updated",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "establishment.updated",
                 *         "resourceId": "est_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "establishment.updated";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "establishment.updated";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEstablishmentDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "establishment.deleted",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "establishment.deleted",
                 *         "resourceId": "est_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "establishment.deleted";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "establishment.deleted";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onComplementaryContractCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "complementary_contract.created",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "complementary_contract.created",
                 *         "resourceId": "com_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "complementary_contract.created";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "complementary_contract.created";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onComplementaryContractUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "complementary_contract.updated",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "complementary_contract.updated",
                 *         "resourceId": "com_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "complementary_contract.updated";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "complementary_contract.updated";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAffiliationCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "affiliation.created",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "affiliation.created",
                 *         "resourceId": "aff_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "affiliation.created";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "affiliation.created";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAffiliationUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "affiliation.updated",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "affiliation.updated",
                 *         "resourceId": "aff_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "affiliation.updated";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "affiliation.updated";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAffiliationDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "affiliation.deleted",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "affiliation.deleted",
                 *         "resourceId": "aff_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "affiliation.deleted";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "affiliation.deleted";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAffiliationPortabilityOpened: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "affiliation.portability_opened",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "cursor": "MTIuNGE5ZjE3YjA",
                 *         "type": "affiliation.portability_opened",
                 *         "resourceId": "aff_000123",
                 *         "collaboratorId": "col_000123",
                 *         "occurredAt": "2026-11-23T09:12:03.412Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "affiliation.portability_opened";
                    /**
                     * Format: date-time
                     * @description When the change was logged.
                     */
                    timestamp: string;
                    /** @description The dataless event, as the change feed gives it: fetch the resource to see it now. */
                    data: {
                        /** @description The position of this event: reading after it gives the events that follow. */
                        cursor: string;
                        /** @constant */
                        type: "affiliation.portability_opened";
                        /** @description The id of the resource that changed; fetch it to see how. */
                        resourceId: string;
                        /** @description The collaborator the resource belongs to. */
                        collaboratorId?: string;
                        /** @description The establishment of the resource (a collaborator's, when the change was logged). */
                        establishmentId?: string;
                        /** Format: date-time */
                        occurredAt: string;
                        /** @description Beyond v1.11.0 (additive): absence.stoppage_started and absence.stoppage_ended (in the change feed only when `types` names them; to a webhook endpoint of `*` or of them) carry, they only, this reason of the work stoppage, the DSN code of S21.G00.60.001 (01 sickness, 02 maternity, 04 work accident…). Needs org:absence:type:read; absent without it. Absent too from a key that withholds `absenceType`. */
                        reason?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The delivery's id, the same on every retry of it: deduplicate on it.
                 * @example 01936f5e-8a3b-7c1d-9e2f-3a4b5c6d7e8f
                 */
                "webhook-id": string;
                /**
                 * @description Seconds since the epoch at this attempt.
                 * @example 1763889123
                 */
                "webhook-timestamp": string;
                /**
                 * @description `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the base64 part of the signing secret; during a rotation two, space-separated.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "webhook.test",
                 *       "timestamp": "2026-11-23T09:12:03.412Z",
                 *       "data": {
                 *         "endpointId": "01936f5e-0000-7000-8000-000000000001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    type: "webhook.test";
                    /** Format: date-time */
                    timestamp: string;
                    data: {
                        /** @description The endpoint the test was sent to. */
                        endpointId: string;
                    };
                };
            };
        };
        responses: {
            /** @description Delivered. Any other answer, or none within 10 s, is an attempt that failed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
