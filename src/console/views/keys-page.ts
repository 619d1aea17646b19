import { daysUntilExpiry } from '../../auth/key-limits.ts';
import type { ApiKey } from '../../auth/keys/api-keys.ts';
import { isWriteScope, PREREQUISITES, SELF_SERVE_SCOPES, type SelfServeScope } from '../../auth/scopes.ts';
import { WITHHOLDABLE_FIELDS } from '../../auth/withheld-fields.ts';
import type { AuditEvent } from '../../db/audit.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import type { Lang, Messages } from '../i18n.ts';
import { scopeLabel, scopeWords } from './code-words.ts';
import { withheldNames, withholdCheckbox } from './field-labels.ts';
import { copyButton, dateTime, layout, type PageContext } from './layout.ts';

export interface KeysPageData {
  organization: { id: string; name: string };
  csrfToken: string;
  keys: ApiKey[];
  events: AuditEvent[];
  /** E-mails of the console users who appear in the events. */
  actors: Map<string, string>;
  /** The newest key this user created when the page was drawn: a replayed form is recognised by it. */
  formBasis: string;
  form?: {
    name: string;
    scopes: string[];
    withhold?: string[];
    expiresAt?: string;
    allowFrom?: string;
    problems?: string[];
  };
  notice?: string;
}

function withholdable(scope: SelfServeScope): readonly string[] {
  return WITHHOLDABLE_FIELDS[scope] ?? [];
}

export function keysPage(ctx: PageContext, data: KeysPageData): SafeHtml {
  const { t } = ctx;
  return layout(
    ctx,
    t.keysTitle,
    html`<div class="page">
  <div class="page-head">
    <div>
      <h1>${t.keysTitle}</h1>
      <p class="lead">${t.keysLead}</p>
    </div>
    <div class="org-id">
      <span class="org-id-label" id="org-id-label">${t.organizationId}</span>
      <span class="org-id-row"><code id="org-id" aria-labelledby="org-id-label">${data.organization.id}</code>${copyButton(t, 'org-id')}</span>
    </div>
  </div>
  ${data.notice && html`<p class="notice notice-success" role="status">${data.notice}</p>`}
  <section class="card" aria-labelledby="keys-title">
    <h2 id="keys-title">${t.keysTitle} <span class="count">${data.keys.length}</span></h2>
    ${data.keys.length === 0 ? html`<p class="empty">${t.noKeys}</p>` : keysTable(t, ctx.lang, data.keys)}
  </section>
  <div class="grid-2">
    ${createForm(t, ctx.lang, data)}
    ${eventsList(t, data)}
  </div>
</div>`,
  );
}

function keysTable(t: Messages, lang: Lang, keys: ApiKey[]): SafeHtml {
  const rows = keys.map(
    (key) => html`<tr class="${key.status === 'revoked' ? 'is-revoked' : ''}" data-key-id="${key.id}">
  <td data-label="${t.colName}"><span><span class="key-name">${key.name}</span>${key.kind === 'partner' && html` <span class="badge badge-partner">${t.partner}</span>`}</span></td>
  <td data-label="${t.colScopes}"><ul class="scope-list">${key.scopes.map((s) => html`<li>${scopeLabel(t, s)}</li>`)}</ul>${keyLimits(t, lang, key)}</td>
  <td data-label="${t.colKey}"><code class="key-start">${key.start}…</code></td>
  <td data-label="${t.colStatus}">${
    key.status === 'active'
      ? html`<span class="badge badge-active">${t.active}</span>`
      : html`<span class="badge badge-revoked">${t.revoked}</span>`
  }</td>
  <td data-label="${t.colCreated}">${dateTime(key.createdAt, t.never)}</td>
  <td data-label="${t.colLastUsed}">${dateTime(key.lastUsedAt, t.never)}</td>
  <td data-label="${t.colActions}" class="actions">${
    key.status === 'active'
      ? html`<a class="button button-danger-ghost button-small" href="/console/keys/${key.id}/revoke" data-destructive="asks">${t.revoke}<span class="visually-hidden"> ${key.name}</span></a>`
      : html`<span class="revoked-on">${t.revokedOn} ${dateTime(key.revokedAt, '')}</span>`
  }</td>
</tr>`,
  );
  return html`<div class="table-wrap"><table class="table keys-table">
  <thead><tr><th scope="col">${t.colName}</th><th scope="col">${t.colScopes}</th><th scope="col">${t.colKey}</th><th scope="col">${t.colStatus}</th><th scope="col">${t.colCreated}</th><th scope="col">${t.colLastUsed}</th><th scope="col"><span class="visually-hidden">${t.colActions}</span></th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>`;
}

/** Withheld fields, expiry (with a warning 14 days before) and allowed sources, under the scopes. */
function keyLimits(t: Messages, lang: Lang, key: ApiKey): SafeHtml {
  const p = t.privacy;
  const days = daysUntilExpiry(key.expiresAt);
  return html`${key.withheldFields.length > 0 && html`<p class="key-withheld">${p.withheld}${t.colon} ${withheldNames(lang, key.withheldFields)}</p>`}
  ${key.expiresAt && html`<p class="key-expires">${p.expires}: ${dateTime(key.expiresAt, '')}</p>`}
  ${key.status === 'active' && days !== null && days < 0 && html`<p class="notice notice-error key-expired">${p.expired}</p>`}
  ${key.status === 'active' && days !== null && days >= 0 && days <= EXPIRY_WARNING_DAYS && html`<p class="notice notice-warning key-expiry-warning" role="status">${p.expiresSoon(days)}</p>`}
  ${key.allowedSources && html`<p class="key-sources">${p.allowedFrom}: ${key.allowedSources.map((s) => html`<code>${s}</code> `)}</p>`}`;
}

const EXPIRY_WARNING_DAYS = 14;

function createForm(t: Messages, lang: Lang, data: KeysPageData): SafeHtml {
  const form = data.form ?? { name: '', scopes: [] };
  const withhold = form.withhold ?? [];
  const problems = form.problems ?? [];
  return html`<section class="card" aria-labelledby="create-title">
  <h2 id="create-title">${t.createTitle}</h2>
  ${
    problems.length > 0 &&
    html`<div class="notice notice-error" role="alert" id="create-problems" tabindex="-1"><p>${t.formProblems}</p><ul>${problems.map((p) => html`<li>${p}</li>`)}</ul></div>`
  }
  <form method="post" action="/console/keys" class="stack" id="create-key-form">
    <input type="hidden" name="_csrf" value="${data.csrfToken}">
    <input type="hidden" name="basis" value="${data.formBasis}">
    <div class="field">
      <label for="key-name">${t.keyName}</label>
      <input id="key-name" name="name" type="text" maxlength="100" required value="${form.name}" aria-describedby="key-name-hint">
      <p class="hint" id="key-name-hint">${t.keyNameHint}</p>
    </div>
    <fieldset class="scopes">
      <legend>${t.scopesLegend}</legend>
      <p class="hint" id="scopes-hint">${t.scopesHint}</p>
      ${scopeGroup(
        t.scopeGroupRead,
        'scopes-read',
        SELF_SERVE_SCOPES.filter((s) => !isWriteScope(s)),
        (scope) => scopeBox(t, lang, scope, form.scopes, withhold),
      )}
      ${scopeGroup(t.scopeGroupWrite, 'scopes-write', SELF_SERVE_SCOPES.filter(isWriteScope), (scope) => scopeBox(t, lang, scope, form.scopes, withhold))}
      <p class="scope-explain" id="scope-explain" aria-live="polite" data-ticked="${t.autoTicked('{prerequisite}', '{scope}')}" data-unticked="${t.autoUnticked('{scopes}', '{prerequisite}')}"></p>
    </fieldset>
    <div class="field">
      <label for="key-expires">${t.privacy.expiresLabel}</label>
      <input id="key-expires" name="expiresAt" type="date" value="${form.expiresAt ?? ''}" aria-describedby="key-expires-hint">
      <p class="hint" id="key-expires-hint">${t.privacy.expiresHint}</p>
    </div>
    <div class="field">
      <label for="key-allow-from">${t.privacy.allowFromLabel}</label>
      <input id="key-allow-from" name="allowFrom" type="text" maxlength="2000" value="${form.allowFrom ?? ''}" aria-describedby="key-allow-from-hint">
      <p class="hint" id="key-allow-from-hint">${t.privacy.allowFromHint}</p>
    </div>
    <button type="submit" class="button button-primary">${t.createButton}</button>
  </form>
</section>`;
}

/** Reads and writes apart, each a labelled group, so a write is never ticked by accident. */
function scopeGroup(
  title: string,
  id: string,
  scopes: readonly SelfServeScope[],
  box: (scope: SelfServeScope) => SafeHtml,
): SafeHtml {
  return html`<div class="scope-group" role="group" aria-labelledby="${id}">
        <h3 class="scope-group-title" id="${id}">${title}</h3>
        ${scopes.map(box)}
      </div>`;
}

const dependents = (scope: SelfServeScope) => SELF_SERVE_SCOPES.filter((s) => PREREQUISITES[s] === scope);

function scopeBox(
  t: Messages,
  lang: Lang,
  scope: SelfServeScope,
  ticked: readonly string[],
  withhold: readonly string[],
): SafeHtml {
  const prerequisite = PREREQUISITES[scope];
  const id = `scope-${scope.replace(/[^a-z]/g, '-')}`;
  return html`<div class="scope">
        <input type="checkbox" id="${id}" name="scopes" value="${scope}" ${ticked.includes(scope) && html`checked`}
          ${prerequisite && html`data-requires="${prerequisite}"`} data-dependents="${dependents(scope).join(' ')}" data-words="${t.scopes[scope]}">
        <label for="${id}"><span class="scope-desc" id="${id}-desc">${t.scopes[scope]}${prerequisite && html` <span class="requires">${t.requires(scopeWords(t, prerequisite))}</span>`}</span> <code class="code-secondary">${scope}</code></label>
        ${
          withholdable(scope).length > 0 &&
          html`<fieldset class="withhold" data-scope="${scope}"><legend>${t.privacy.withheldLegend}</legend>${withholdable(
            scope,
          ).map((field) => withholdCheckbox(lang, field, withhold.includes(field)))}</fieldset>`
        }
      </div>`;
}

function eventsList(t: Messages, data: KeysPageData): SafeHtml {
  const actor = (event: AuditEvent) => {
    switch (event.actorType) {
      case 'console_user':
        return (event.actorId && data.actors.get(event.actorId)) ?? t.actorUnknownUser;
      case 'cli':
        return t.actorCli;
      case 'api_key':
        return t.actorApiKey;
      case 'system':
        return t.actorSystem;
    }
  };
  const verb = (action: string) =>
    action === 'api_key.created' ? t.eventCreated : action === 'api_key.revoked' ? t.eventRevoked : action;
  const name = (event: AuditEvent) => {
    const value = event.details?.name;
    return typeof value === 'string' ? value : (event.targetId ?? '');
  };
  return html`<section class="card" aria-labelledby="events-title">
  <h2 id="events-title">${t.eventsTitle}</h2>
  ${
    data.events.length === 0
      ? html`<p class="empty">${t.noEvents}</p>`
      : html`<ol class="events">${data.events.map(
          (event) => html`<li class="event event-${event.action.replace(/[^a-z]/g, '-')}">
        <span class="event-what"><strong>${name(event)}</strong> ${verb(event.action)}</span>
        <span class="event-meta">${actor(event)} · ${dateTime(event.occurredAt, '')}</span>
      </li>`,
        )}</ol>`
  }
</section>`;
}
