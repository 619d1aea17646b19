import type { Scope } from '../../auth/scopes.ts';
import { isWriteScope } from '../../auth/scopes.ts';
import { WITHHOLDABLE_FIELDS } from '../../auth/withheld-fields.ts';
import type { PartnerGrant } from '../../partners/partner-grants.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import type { Lang, Messages } from '../i18n.ts';
import { categoryWords, scopeLabel, scopeWords } from './code-words.ts';
import { withholdCheckbox } from './field-labels.ts';
import { dateTime, layout, type PageContext } from './layout.ts';

/** The scopes that read, then those that change HR data; an empty group is left out. */
function byGroup(t: Messages, scopes: readonly Scope[]): { id: string; title: string; scopes: Scope[] }[] {
  return [
    { id: 'read', title: t.scopeGroupRead, scopes: scopes.filter((s) => !isWriteScope(s)) },
    { id: 'write', title: t.scopeGroupWrite, scopes: scopes.filter(isWriteScope) },
  ].filter((group) => group.scopes.length > 0);
}

export interface ConsentPageData {
  uid: string;
  appName: string;
  organizationName: string;
  scopes: Scope[];
  /** The app asks `openid`: it will learn who approved (src/partners/oauth/subject-claims.ts). */
  namesApprover: boolean;
  csrfToken: string;
}

/** The consent screen: the app, each permission in plain words, approve or deny. */
export function consentPage(ctx: PageContext, data: ConsentPageData): SafeHtml {
  const p = ctx.t.partners;
  return layout(
    ctx,
    p.consentTitle(data.appName),
    html`<div class="page page-narrow">
  <section class="card" aria-labelledby="consent-title">
    <h1 id="consent-title">${p.consentTitle(data.appName)}</h1>
    <p>${p.consentLead(data.appName, data.organizationName)}</p>
    ${byGroup(ctx.t, data.scopes).map(
      (group) => html`<h2 class="scope-group-title" id="consent-${group.id}">${group.title}</h2>
    <ul class="consent-scopes" aria-labelledby="consent-${group.id}">
      ${group.scopes.map((s) => html`<li><strong>${scopeWords(ctx.t, s)}</strong> <code class="code-secondary">${s}</code></li>`)}
    </ul>`,
    )}
    ${data.namesApprover ? html`<p>${p.consentApprover}</p>` : ''}
    <p class="hint">${p.consentData} ${p.consentRevocable}</p>
    <form method="post" action="/console/oauth/consent/${data.uid}" class="button-row">
      <input type="hidden" name="_csrf" value="${data.csrfToken}">
      <button type="submit" name="decision" value="approve" class="button button-primary">${p.approve}</button>
      <button type="submit" name="decision" value="deny" class="button button-secondary">${p.deny}</button>
    </form>
  </section>
</div>`,
  );
}

export interface ConnectedAppsData {
  grants: PartnerGrant[];
  grantedBy: Map<string, string>;
  csrfToken: string;
  /** By app: the lane of this organization's events that a last failed retry disabled. */
  stoppedEvents: Map<string, { disabledReason: string; disabledAt: string }>;
  notice?: string;
}

/** The organization's grants: who approved what and when, last use, access log, disconnect. */
export function connectedAppsPage(ctx: PageContext, data: ConnectedAppsData): SafeHtml {
  const { t } = ctx;
  const p = t.partners;
  return layout(
    ctx,
    p.appsTitle,
    html`<div class="page">
  <section class="card" aria-labelledby="apps-title">
    <h1 id="apps-title">${p.appsTitle}</h1>
    <p class="lead">${p.appsLead}</p>
    ${data.notice && html`<p class="notice notice-success" role="status">${data.notice}</p>`}
    ${data.grants.length === 0 ? html`<p class="muted">${p.noApps}</p>` : appsTable(t, ctx.lang, data)}
  </section>
</div>`,
  );
}

function appsTable(t: Messages, lang: Lang, data: ConnectedAppsData): SafeHtml {
  const p = t.partners;
  return html`<div class="table-wrap"><table class="table apps-table">
      <thead><tr><th scope="col">${p.colApp}</th><th scope="col">${p.colScopes}</th><th scope="col">${p.colGranted}</th><th scope="col">${p.colLastUse}</th><th scope="col">${p.colStatus}</th><th scope="col"><span class="visually-hidden">${t.colActions}</span></th></tr></thead>
      <tbody>
      ${data.grants.map(
        (g) => html`<tr data-grant="${g.id}"${g.revokedAt && html` class="is-revoked"`}>
        <td data-label="${p.colApp}"><span><strong>${g.appName}</strong><br><code class="small">${g.id}</code></span></td>
        <td data-label="${p.colScopes}"><div>${byGroup(t, g.scopes).map(
          (group) =>
            html`<div class="grant-scopes grant-scopes-${group.id}"><span class="small">${group.title}${t.colon}</span> <ul class="scope-list">${group.scopes.map((s) => html`<li>${scopeLabel(t, s)}</li>`)}</ul></div>`,
        )}${!g.revokedAt && withheldForm(t, lang, g, data.csrfToken)}</div></td>
        <td data-label="${p.colGranted}"><span>${dateTime(g.grantedAt, p.never)}${g.grantedBy && html`<br><span class="small">${p.by} ${data.grantedBy.get(g.grantedBy) ?? g.grantedBy}</span>`}</span></td>
        <td data-label="${p.colLastUse}">${dateTime(g.lastUsedAt, p.never)}</td>
        <td data-label="${p.colStatus}"><div>${
          g.revokedAt
            ? html`<span class="badge badge-revoked">${p.revoked}</span> ${dateTime(g.revokedAt, p.never)}`
            : html`<span class="badge badge-active">${p.active}</span>`
        }${!g.revokedAt && stoppedEvents(t, g, data)}</div></td>
        <td data-label="${t.colActions}" class="actions"><div class="actions-list">
          <a class="button button-secondary button-small" href="/console/connected-apps/${g.id}/access-log">${p.accessLog}<span class="visually-hidden"> ${g.appName}</span></a>
          ${
            !g.revokedAt &&
            html`<a class="button button-danger-ghost button-small" href="/console/connected-apps/${g.id}/revoke" data-destructive="asks">${p.revoke}<span class="visually-hidden"> ${g.appName}</span></a>`
          }
        </div></td>
      </tr>`,
      )}
      </tbody>
    </table></div>`;
}

/** Before an app is disconnected: what it will lose, then the button that does it. */
export function disconnectPage(
  ctx: PageContext,
  grant: PartnerGrant,
  organizationName: string,
  csrfToken: string,
): SafeHtml {
  const { t } = ctx;
  const c = t.confirm;
  return layout(
    ctx,
    c.disconnectTitle(grant.appName),
    html`<div class="page page-narrow">
  <section class="card card-danger" aria-labelledby="disconnect-title" data-confirmation>
    <h1 id="disconnect-title">${c.disconnectTitle(grant.appName)}</h1>
    <dl class="key-facts">
      <dt>${t.partners.colApp}</dt><dd><strong>${grant.appName}</strong></dd>
      <dt>${t.partners.colScopes}</dt><dd><ul class="scope-list">${grant.scopes.map((s) => html`<li>${scopeLabel(t, s)}</li>`)}</ul></dd>
      <dt>${t.partners.colGranted}</dt><dd>${dateTime(grant.grantedAt, t.partners.never)}</dd>
      <dt>${t.partners.colLastUse}</dt><dd>${dateTime(grant.lastUsedAt, t.partners.never)}</dd>
    </dl>
    <div class="notice notice-error"><p><strong>${c.disconnectWarning(grant.appName, organizationName)}</strong></p></div>
    <form method="post" action="/console/connected-apps/${grant.id}/revoke" class="button-row">
      <input type="hidden" name="_csrf" value="${csrfToken}">
      <button type="submit" class="button button-danger" id="disconnect-confirm">${c.disconnectConfirm(grant.appName)}</button>
      <a class="button button-secondary" href="/console/connected-apps">${t.cancel}</a>
    </form>
  </section>
</div>`,
  );
}

/** Events to the app stopped by a failed last retry: why and since when, and the button to resume them. */
function stoppedEvents(t: Messages, grant: PartnerGrant, data: ConnectedAppsData): SafeHtml | false {
  const stopped = data.stoppedEvents.get(grant.appId);
  if (!stopped) return false;
  const since = `${stopped.disabledAt.slice(0, 10)} ${stopped.disabledAt.slice(11, 16)} UTC`;
  return html`<div class="notice notice-error events-stopped" role="alert">
          <p><strong>${t.partners.eventsStopped(since)}</strong></p>
          <p class="small">${stopped.disabledReason}</p>
          <form method="post" action="/console/connected-apps/${grant.id}/resume-events" class="inline-form">
            <input type="hidden" name="_csrf" value="${data.csrfToken}">
            <button type="submit" class="button button-secondary button-small">${t.partners.resumeEvents}</button>
          </form>
        </div>`;
}

/** The fields a grant's scopes reveal that the admin may withhold from it, ticked when withheld. */
function withheldForm(t: Messages, lang: Lang, grant: PartnerGrant, csrfToken: string): SafeHtml | false {
  const fields = [...new Set(grant.scopes.flatMap((scope) => WITHHOLDABLE_FIELDS[scope] ?? []))];
  if (fields.length === 0) return false;
  return html`<form method="post" action="/console/connected-apps/${grant.id}/withheld" class="withhold-form">
          <input type="hidden" name="_csrf" value="${csrfToken}">
          <fieldset class="withhold"><legend>${t.privacy.withheldLegend}</legend>${fields.map((field) =>
            withholdCheckbox(lang, field, grant.withheldFields.includes(field)),
          )}</fieldset>
          <button type="submit" class="button button-secondary button-small">${t.partners.saveWithheld}</button>
        </form>`;
}

export interface GrantAccessData {
  grant: PartnerGrant;
  entries: { collaboratorId: string; category: string; firstDay: string; lastDay: string; reads: number }[];
}

/** What one connected app read: per collaborator and category, the days and the count. */
export function grantAccessPage(ctx: PageContext, data: GrantAccessData): SafeHtml {
  const p = ctx.t.partners;
  return layout(
    ctx,
    `${p.accessLog} · ${data.grant.appName}`,
    html`<div class="page">
  <section class="card" aria-labelledby="access-title">
    <h1 id="access-title">${p.accessLog} · ${data.grant.appName}</h1>
    ${
      data.entries.length === 0
        ? html`<p class="muted">${p.noAccess}</p>`
        : html`<div class="table-wrap"><table class="table" id="grant-access">
      <thead><tr><th scope="col">${p.colCollaborator}</th><th scope="col">${p.colCategory}</th><th scope="col">${p.colDays}</th><th scope="col" class="num">${p.colReads}</th></tr></thead>
      <tbody>${data.entries.map(
        (e) =>
          html`<tr><td data-label="${p.colCollaborator}"><a href="/console/collaborators/${e.collaboratorId}"><code>${e.collaboratorId}</code></a></td><td data-label="${p.colCategory}">${categoryWords(ctx.t, [e.category])}</td><td data-label="${p.colDays}">${e.firstDay} → ${e.lastDay}</td><td class="num" data-label="${p.colReads}">${e.reads}</td></tr>`,
      )}</tbody>
    </table></div>`
    }
    <p><a class="button button-secondary" href="/console/connected-apps">${p.appsTitle}</a></p>
  </section>
</div>`,
  );
}
