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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
        post?: never;
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
        post?: never;
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
         *     Requires org:company:read on a partner key.
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
         *     Requires org:company:read on a partner key.
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
         *     Requires org:employee:health_insurance:manage on a partner key.
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
         *     Requires org:employee:health_insurance:manage on a partner key.
         */
        post: operations["importFicheParametrage"];
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
         *     Requires org:employee:health_insurance:manage on a partner key.
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
         *     Requires org:employee:health_insurance:manage on a partner key.
         */
        get: operations["listCollaboratorAffiliations"];
        /**
         * Set a collaborator’s affiliation to a contract
         * @description Creates or updates the collaborator’s affiliation to the given complementary contract and returns it. The collaborator must belong to the establishment and the option to the contract, else 400. Partner keys only.
         *
         *     Requires org:employee:health_insurance:manage on a partner key.
         */
        put: operations["upsertCollaboratorAffiliation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
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
            /** @description The leave code. Needs org:absence:type:read; absent without it. */
            type?: components["schemas"]["AbsenceType"];
        };
        /** AbsencePage */
        AbsencePage: {
            data: components["schemas"]["Absence"][];
            total: number;
            page: number;
            limit: number;
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
        };
        /**
         * AffiliationStatus
         * @description active, exempted (dispense d’adhésion) or terminated.
         * @enum {string}
         */
        AffiliationStatus: "active" | "exempted" | "terminated";
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
            /** @description null when the HR data does not give it (the specification types it as a string; see docs/api.md). Needs org:employee:details:read; absent without it. */
            birthName?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            secondaryEmail?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            phoneNumber?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            birthDate?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            birthCity?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            nationality?: components["schemas"]["CountryCode"] | null;
            /** @description Needs org:employee:details:read; absent without it. */
            address?: components["schemas"]["Address"];
            /** @description Needs org:employee:details:read; absent without it. */
            seniorityDate?: string | null;
            /** @description Both keys are always present. Needs org:employee:details:read; absent without it. */
            bankAccount?: {
                iban: string | null;
                bic: string | null;
            };
            /** @description Needs org:employee:details:read; absent without it. */
            manager?: {
                collaboratorId: string;
            } | null;
            /** @description Absent for a collaborator without a team. Needs org:employee:details:read; absent without it. */
            team?: {
                id: string;
                name: string;
            };
            /** @description Needs org:employee:details:read; absent without it. */
            socialSecurityNumber?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            countryOfBirth?: components["schemas"]["CountryCode"] | null;
            /** @description Sorted by start date; not paginated. Needs org:contract:details:read; absent without it. */
            contracts?: components["schemas"]["ContractEntry"][];
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
            /** @description null when the HR data does not give it (the specification types it as a string; see docs/api.md). Needs org:employee:details:read; absent without it. */
            birthName?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            secondaryEmail?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            phoneNumber?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            birthDate?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            birthCity?: string | null;
            /** @description Needs org:employee:details:read; absent without it. */
            nationality?: components["schemas"]["CountryCode"] | null;
            /** @description Needs org:employee:details:read; absent without it. */
            address?: components["schemas"]["Address"];
            /** @description Needs org:employee:details:read; absent without it. */
            seniorityDate?: string | null;
            /** @description Both keys are always present. Needs org:employee:details:read; absent without it. */
            bankAccount?: {
                iban: string | null;
                bic: string | null;
            };
            /** @description Needs org:employee:details:read; absent without it. */
            manager?: {
                collaboratorId: string;
            } | null;
            /** @description Absent for a collaborator without a team. Needs org:employee:details:read; absent without it. */
            team?: {
                id: string;
                name: string;
            };
            /** @description Needs org:employee:details:read; absent without it. */
            ssn?: string | null;
            /** @description The contract covering today, else the next upcoming one, else the latest past one; absent for a collaborator without contracts. Needs org:contract:details:read; absent without it. */
            currentContract?: components["schemas"]["CurrentContract"];
        };
        /** CollaboratorPage */
        CollaboratorPage: {
            data: components["schemas"]["CollaboratorListItem"][];
            total: number;
            page: number;
            limit: number;
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
        /** FieldError */
        FieldError: {
            /** @enum {string} */
            in: "query" | "path" | "body" | "header";
            /** @description The parameter, or the JSON path in the body. */
            name: string;
            message: string;
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
            code: "invalid_parameter" | "invalid_body" | "unauthorized" | "insufficient_scope" | "partner_only" | "not_found" | "rate_limited" | "payload_too_large" | "unsupported_media_type" | "service_unavailable" | "internal_error";
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
                /** @description Page number, 1-based. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
                /** @description Employment status relative to today in the organization’s time zone. */
                status?: "past" | "active" | "future";
            };
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollaboratorPage"];
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collaborator"];
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAbsences: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Entries ending on or after this date, YYYY-MM-DD. */
                startDate?: string;
                /** @description Entries starting on or before this date, YYYY-MM-DD. */
                endDate?: string;
                status?: components["schemas"]["RequestStatus"];
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbsencePage"];
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWorkLocations: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Entries ending on or after this date, YYYY-MM-DD. */
                startDate?: string;
                /** @description Entries starting on or before this date, YYYY-MM-DD. */
                endDate?: string;
                status?: components["schemas"]["RequestStatus"];
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkLocationPage"];
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                /** @description Page number, 1-based. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listComplementaryContracts: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ComplementaryContractWithAffiliations"][];
                        total: number;
                        page: number;
                        limit: number;
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importFicheParametrage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The establishment the fiche is for; its NIC must match Entreprise@NIC when given. */
                    establishmentId: string;
                    /** @description The DSN fiche de paramétrage (FICHE or LotFicheParam, version 1.3.x) as text. */
                    ficheParametrageXml: string;
                };
            };
        };
        responses: {
            /** @description The contracts created and updated. */
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
                    "application/json": {
                        data: {
                            created: components["schemas"]["ComplementaryContract"][];
                            updated: components["schemas"]["ComplementaryContract"][];
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceAffiliations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id, from the administration page. */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    establishmentId: string;
                    affiliations: {
                        employeeId: string;
                        complementaryContractId: string;
                        status: components["schemas"]["AffiliationStatus"];
                        optionId: string;
                    }[];
                };
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCollaboratorAffiliations: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. */
                page?: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit?: number;
                /** @description Restricts results to one establishment. */
                establishmentId?: string;
            };
            header?: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Affiliation"][];
                        total: number;
                        page: number;
                        limit: number;
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    upsertCollaboratorAffiliation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                collaboratorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    establishmentId: string;
                    complementaryContractId: string;
                    status: components["schemas"]["AffiliationStatus"];
                    optionId: string;
                };
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid API key (`unauthorized`): missing, malformed, unknown or revoked. */
            401: {
                headers: {
                    /** @description The request id, also in error bodies. */
                    "X-Request-Id"?: string;
                    /** @description Bearer realm="hrapi" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
