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
    schemas: never;
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
            query: {
                /** @description Page number, 1-based. */
                page: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit: number;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            status: "past" | "active" | "future";
                            isProfileComplete: boolean;
                            personnelNumber: string | null;
                            title: string | null;
                            firstName: string;
                            lastName: string;
                            email: string;
                            /** @description Needs org:employee:details:read. */
                            birthName?: string | null;
                            /** @description Needs org:employee:details:read. */
                            secondaryEmail?: string | null;
                            /** @description Needs org:employee:details:read. */
                            phoneNumber?: string | null;
                            /** @description Needs org:employee:details:read. */
                            birthDate?: string | null;
                            /** @description Needs org:employee:details:read. */
                            birthCity?: string | null;
                            /** @description Needs org:employee:details:read. */
                            nationality?: string | null;
                            /** @description Needs org:employee:details:read. */
                            address?: {
                                street: string | null;
                                city: string | null;
                                zipCode: string | null;
                                country: string | null;
                            };
                            /** @description Needs org:employee:details:read. */
                            seniorityDate?: string | null;
                            /** @description Needs org:employee:details:read. */
                            bankAccount?: {
                                iban: string | null;
                                bic: string | null;
                            };
                            /** @description Needs org:employee:details:read. */
                            manager?: {
                                collaboratorId: string;
                            } | null;
                            /** @description Needs org:employee:details:read. */
                            team?: {
                                id: string;
                                name: string;
                            };
                            /** @description Needs org:employee:details:read. */
                            ssn?: string | null;
                            /** @description Needs org:contract:details:read. */
                            currentContract?: {
                                id: string;
                                /** Format: date-time */
                                startDate: string;
                                natureContrat: string;
                                estCadre: boolean | null;
                            };
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        status: "past" | "active" | "future";
                        isProfileComplete: boolean;
                        personnelNumber: string | null;
                        title: string | null;
                        firstName: string;
                        lastName: string;
                        email: string;
                        /** @description Needs org:employee:details:read. */
                        birthName?: string | null;
                        /** @description Needs org:employee:details:read. */
                        secondaryEmail?: string | null;
                        /** @description Needs org:employee:details:read. */
                        phoneNumber?: string | null;
                        /** @description Needs org:employee:details:read. */
                        birthDate?: string | null;
                        /** @description Needs org:employee:details:read. */
                        birthCity?: string | null;
                        /** @description Needs org:employee:details:read. */
                        nationality?: string | null;
                        /** @description Needs org:employee:details:read. */
                        address?: {
                            street: string | null;
                            city: string | null;
                            zipCode: string | null;
                            country: string | null;
                        };
                        /** @description Needs org:employee:details:read. */
                        seniorityDate?: string | null;
                        /** @description Needs org:employee:details:read. */
                        bankAccount?: {
                            iban: string | null;
                            bic: string | null;
                        };
                        /** @description Needs org:employee:details:read. */
                        manager?: {
                            collaboratorId: string;
                        } | null;
                        /** @description Needs org:employee:details:read. */
                        team?: {
                            id: string;
                            name: string;
                        };
                        /** @description Needs org:employee:details:read. */
                        socialSecurityNumber?: string | null;
                        /** @description Needs org:employee:details:read. */
                        countryOfBirth?: string | null;
                        /** @description Needs org:contract:details:read. */
                        contracts?: {
                            contractId: string;
                            /** Format: date-time */
                            startDate: string;
                            endDate: string | null;
                        }[];
                    };
                };
            };
        };
    };
    listAbsences: {
        parameters: {
            query: {
                /** @description Page number, 1-based. */
                page: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit: number;
                /** @description Entries ending on or after this date, YYYY-MM-DD. */
                startDate?: string;
                /** @description Entries starting on or before this date, YYYY-MM-DD. */
                endDate?: string;
                status?: "approved" | "pending" | "rejected";
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
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
                            status: "approved" | "pending" | "rejected";
                            /** @description The leave code. Needs org:absence:type:read. */
                            type?: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
        };
    };
    listWorkLocations: {
        parameters: {
            query: {
                /** @description Page number, 1-based. */
                page: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit: number;
                /** @description Entries ending on or after this date, YYYY-MM-DD. */
                startDate?: string;
                /** @description Entries starting on or before this date, YYYY-MM-DD. */
                endDate?: string;
                status?: "approved" | "pending" | "rejected";
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
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
                            status: "approved" | "pending" | "rejected";
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            identity: {
                                siren: string | null;
                                legalForm: string | null;
                            };
                            establishments: {
                                id: string;
                                name: string;
                                siret: string;
                                isHeadOffice: boolean;
                                address: {
                                    street: string | null;
                                    city: string | null;
                                    zipCode: string | null;
                                    country: string | null;
                                };
                            }[];
                        };
                    };
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
                page: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit: number;
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
            /** @description Default Response */
            200: {
                headers: {
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
                            mealVouchers: {
                                employeeId: string;
                                count: number;
                            }[];
                        };
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
        };
    };
    listComplementaryContracts: {
        parameters: {
            query: {
                /** @description Page number, 1-based. */
                page: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit: number;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @description GROUPE@LibelleGrp of the fiche. */
                            name: string;
                            /** @description Organisme@CodeOC. */
                            organismeCode: string | null;
                            /** @description Organisme@CodeDELEG; "" when the fiche gives none. */
                            organismeDelegationCode: string;
                            contractReference: string;
                            contractName: string;
                            options: {
                                id: string;
                                /** @description Option@CodeOption; "" when the fiche entry has no Option. */
                                optionCode: string;
                                optionName: string;
                                /** @description Population@CodePopulation; "" when the fiche entry has no Population. */
                                populationCode: string;
                                populationName: string;
                            }[];
                            affiliatedEmployees: {
                                /** @description The collaborator's id. */
                                id: string;
                                /** Format: date-time */
                                startDate: string;
                                endDate: string | null;
                                status: string;
                                option: {
                                    id: string;
                                    optionCode: string;
                                };
                            }[];
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: {
                                id: string;
                                /** @description GROUPE@LibelleGrp of the fiche. */
                                name: string;
                                /** @description Organisme@CodeOC. */
                                organismeCode: string | null;
                                /** @description Organisme@CodeDELEG; "" when the fiche gives none. */
                                organismeDelegationCode: string;
                                contractReference: string;
                                contractName: string;
                                options: {
                                    id: string;
                                    /** @description Option@CodeOption; "" when the fiche entry has no Option. */
                                    optionCode: string;
                                    optionName: string;
                                    /** @description Population@CodePopulation; "" when the fiche entry has no Population. */
                                    populationCode: string;
                                    populationName: string;
                                }[];
                            }[];
                            updated: {
                                id: string;
                                /** @description GROUPE@LibelleGrp of the fiche. */
                                name: string;
                                /** @description Organisme@CodeOC. */
                                organismeCode: string | null;
                                /** @description Organisme@CodeDELEG; "" when the fiche gives none. */
                                organismeDelegationCode: string;
                                contractReference: string;
                                contractName: string;
                                options: {
                                    id: string;
                                    /** @description Option@CodeOption; "" when the fiche entry has no Option. */
                                    optionCode: string;
                                    optionName: string;
                                    /** @description Population@CodePopulation; "" when the fiche entry has no Population. */
                                    populationCode: string;
                                    populationName: string;
                                }[];
                            }[];
                        };
                    };
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
                        /** @description active, exempted (dispense d’adhésion) or terminated. */
                        status: "active" | "exempted" | "terminated";
                        optionId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
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
        };
    };
    listCollaboratorAffiliations: {
        parameters: {
            query: {
                /** @description Page number, 1-based. */
                page: number;
                /** @description Items per page, at most 100. A page with fewer items than limit is the last. */
                limit: number;
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            startDate: string;
                            endDate: string | null;
                            complementaryContract: {
                                id: string;
                                organismeCode: string | null;
                                contractReference: string;
                            };
                            status: string;
                            option: {
                                id: string;
                                /** @description Option@CodeOption; "" when the fiche entry has no Option. */
                                optionCode: string;
                                optionName: string;
                                /** @description Population@CodePopulation; "" when the fiche entry has no Population. */
                                populationCode: string;
                                populationName: string;
                            };
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
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
                    /** @description active, exempted (dispense d’adhésion) or terminated. */
                    status: "active" | "exempted" | "terminated";
                    optionId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            startDate: string;
                            endDate: string | null;
                            complementaryContract: {
                                id: string;
                                organismeCode: string | null;
                                contractReference: string;
                            };
                            status: string;
                            option: {
                                id: string;
                                /** @description Option@CodeOption; "" when the fiche entry has no Option. */
                                optionCode: string;
                                optionName: string;
                                /** @description Population@CodePopulation; "" when the fiche entry has no Population. */
                                populationCode: string;
                                populationName: string;
                            };
                        };
                    };
                };
            };
        };
    };
}
