import type { AccessEntry } from '../../access-log/access-log.queries.ts';
import type { Leaver } from '../../privacy/leaver-retention.ts';
import type { PersonFound } from '../../privacy/people-search.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import { categoryWords } from './code-words.ts';
import { layout, type PageContext } from './layout.ts';

export interface PrivacyPageData {
  csrfToken: string;
  retentionYears: number | null;
  upcoming: Leaver[];
  notice?: string;
}

export function privacyPage(ctx: PageContext, data: PrivacyPageData): SafeHtml {
  const p = ctx.t.privacy;
  return layout(
    ctx,
    p.title,
    html`<div class="page">
  <div class="page-head"><div><h1>${p.title}</h1><p class="lead">${p.lead}</p></div></div>
  ${data.notice && html`<p class="notice notice-success" role="status">${data.notice}</p>`}
  <div class="grid-2">
  <section class="card" aria-labelledby="retention-title">
    <h2 id="retention-title">${p.retentionTitle}</h2>
    <form method="post" action="/console/privacy/retention" class="stack" id="retention-form">
      <input type="hidden" name="_csrf" value="${data.csrfToken}">
      <div class="field">
        <label for="retention-years">${p.retentionLabel}</label>
        <input id="retention-years" name="years" type="number" min="1" max="100" value="${data.retentionYears ?? ''}" aria-describedby="retention-hint">
        <p class="hint" id="retention-hint">${p.retentionHint}</p>
      </div>
      <button type="submit" class="button button-primary">${p.retentionSave}</button>
    </form>
    <h3 id="upcoming-title">${p.upcomingTitle}</h3>
    ${
      data.retentionYears === null
        ? html`<p class="empty">${p.retentionOff}</p>`
        : data.upcoming.length === 0
          ? html`<p class="empty" id="upcoming-empty">${p.noUpcoming}</p>`
          : html`<div class="table-wrap"><table class="table" id="upcoming"><thead><tr><th scope="col">${p.colPerson}</th><th scope="col">${p.colLastContract}</th><th scope="col">${p.colErasure}</th></tr></thead>
      <tbody>${data.upcoming.map(
        (l) =>
          html`<tr data-collaborator-id="${l.id}"><td data-label="${p.colPerson}"><a href="/console/collaborators/${l.id}">${l.firstName} ${l.lastName}</a></td><td data-label="${p.colLastContract}">${l.lastContractEnd}</td><td data-label="${p.colErasure}">${l.erasureDay}</td></tr>`,
      )}</tbody></table></div>`
    }
  </section>
  <section class="card" aria-labelledby="lookup-title">
    <h2 id="lookup-title">${p.lookupTitle}</h2>
    ${lookupForm(ctx, '')}
  </section>
  </div>
</div>`,
  );
}

/** Past this many, the preview names no more people and says how many others. */
const PREVIEW_NAMES = 20;

/** A retention that erases people now: how many and who, then the button that saves it. */
export function retentionPreviewPage(
  ctx: PageContext,
  data: { csrfToken: string; years: number; due: Leaver[] },
): SafeHtml {
  const { t } = ctx;
  const c = t.confirm;
  const shown = data.due.slice(0, PREVIEW_NAMES);
  return layout(
    ctx,
    c.retentionTitle,
    html`<div class="page page-narrow">
  <section class="card card-danger" aria-labelledby="retention-preview-title" data-confirmation>
    <h1 id="retention-preview-title">${c.retentionTitle}</h1>
    <div class="notice notice-error"><p id="retention-preview-lead"><strong>${c.retentionLead(data.years, data.due.length)}</strong></p></div>
    <p>${c.retentionWho}</p>
    <ul class="preview-list" id="retention-preview">${shown.map(
      (l) =>
        html`<li data-collaborator-id="${l.id}">${l.firstName} ${l.lastName} <span class="muted small">(${t.privacy.colLastContract}${t.colon} ${l.lastContractEnd})</span></li>`,
    )}</ul>
    ${data.due.length > shown.length && html`<p>${c.retentionMore(data.due.length - shown.length)}</p>`}
    <form method="post" action="/console/privacy/retention" class="button-row">
      <input type="hidden" name="_csrf" value="${data.csrfToken}">
      <input type="hidden" name="years" value="${String(data.years)}">
      <input type="hidden" name="erases" value="${String(data.due.length)}">
      <button type="submit" class="button button-danger" id="retention-confirm">${c.retentionConfirm(data.due.length)}</button>
      <a class="button button-secondary" href="/console/privacy">${t.cancel}</a>
    </form>
  </section>
</div>`,
  );
}

function lookupForm(ctx: PageContext, query: string): SafeHtml {
  const p = ctx.t.privacy;
  return html`<form method="get" action="/console/collaborators" class="stack" role="search" id="lookup-form">
      <div class="field"><label for="person-query">${p.lookupLabel}</label>
      <input id="person-query" name="q" type="search" maxlength="100" required value="${query}" aria-describedby="person-query-hint">
      <p class="hint" id="person-query-hint">${p.lookupHint}</p></div>
      <button type="submit" class="button button-secondary">${p.lookupButton}</button>
    </form>`;
}

export interface PeopleFoundData {
  query: string;
  people: PersonFound[];
  /** More people match than are listed: the officer types more of the name. */
  more: boolean;
}

/** The people a name finds, with their birth date and establishment to tell homonyms apart. */
export function peopleFoundPage(ctx: PageContext, data: PeopleFoundData): SafeHtml {
  const p = ctx.t.privacy;
  return layout(
    ctx,
    p.foundTitle(data.query),
    html`<div class="page">
  <div class="page-head"><div><h1>${p.foundTitle(data.query)}</h1></div></div>
  <section class="card" aria-labelledby="found-title">
    <h2 id="found-title" class="visually-hidden">${p.foundTitle(data.query)}</h2>
    ${
      data.people.length === 0
        ? html`<p class="empty" id="none-found">${p.noneFound}</p>`
        : html`<div class="table-wrap"><table class="table" id="people-found"><thead><tr><th scope="col">${p.colPerson}</th><th scope="col">${p.colBirthDate}</th><th scope="col">${p.colEstablishment}</th></tr></thead>
      <tbody>${data.people.map(
        (f) =>
          html`<tr data-collaborator-id="${f.id}"><td data-label="${p.colPerson}"><a href="/console/collaborators/${f.id}">${f.lastName} ${f.firstName}</a></td><td data-label="${p.colBirthDate}">${f.birthDate ?? '—'}</td><td data-label="${p.colEstablishment}">${f.establishment ?? '—'}</td></tr>`,
      )}</tbody></table></div>`
    }
    ${data.more && html`<p class="notice notice-warning" id="more-found">${p.moreFound}</p>`}
    ${lookupForm(ctx, data.query)}
  </section>
</div>`,
  );
}

/** Per key: its name, the categories it read, and the first and last day of any of them. */
export interface IntegrationAccess {
  keyId: string;
  keyName: string | null;
  categories: string[];
  firstDay: string;
  lastDay: string;
}

export function byIntegration(entries: readonly AccessEntry[]): IntegrationAccess[] {
  const keys = new Map<string, IntegrationAccess>();
  for (const e of entries) {
    const kept = keys.get(e.keyId);
    if (!kept) {
      keys.set(e.keyId, { ...e, categories: [e.category] });
      continue;
    }
    if (!kept.categories.includes(e.category)) kept.categories.push(e.category);
    if (e.firstDay < kept.firstDay) kept.firstDay = e.firstDay;
    if (e.lastDay > kept.lastDay) kept.lastDay = e.lastDay;
  }
  return [...keys.values()];
}

export interface CollaboratorPageData {
  csrfToken: string;
  collaborator: { id: string; firstName: string; lastName: string };
  access: IntegrationAccess[];
}

export function collaboratorPage(ctx: PageContext, data: CollaboratorPageData): SafeHtml {
  const p = ctx.t.privacy;
  const c = data.collaborator;
  return layout(
    ctx,
    `${c.firstName} ${c.lastName}`,
    html`<div class="page">
  <div class="page-head"><div><h1>${c.firstName} ${c.lastName}</h1><p class="lead"><code>${c.id}</code></p></div></div>
  <section class="card" aria-labelledby="access-title">
    <h2 id="access-title">${p.accessTitle}</h2>
    ${
      data.access.length === 0
        ? html`<p class="empty" id="no-access">${p.noAccess}</p>`
        : html`<div class="table-wrap"><table class="table" id="access-log"><thead><tr><th scope="col">${p.colIntegration}</th><th scope="col">${p.colCategories}</th><th scope="col">${p.colFirstDay}</th><th scope="col">${p.colLastDay}</th></tr></thead>
      <tbody>${data.access.map(
        (a) =>
          html`<tr data-key-id="${a.keyId}"><td data-label="${p.colIntegration}">${a.keyName ?? a.keyId}</td><td class="categories" data-label="${p.colCategories}">${categoryWords(ctx.t, a.categories)}</td><td data-label="${p.colFirstDay}">${a.firstDay}</td><td data-label="${p.colLastDay}">${a.lastDay}</td></tr>`,
      )}</tbody></table></div>
      <p><a class="button button-secondary button-small" id="access-csv" href="/console/collaborators/${c.id}/access-log.csv">${p.csv}</a></p>`
    }
  </section>
  <section class="card" aria-labelledby="export-title">
    <h2 id="export-title">${p.exportTitle}</h2>
    <p class="hint">${p.exportHint}</p>
    <form method="post" action="/console/collaborators/${c.id}/export">
      <input type="hidden" name="_csrf" value="${data.csrfToken}">
      <button type="submit" class="button button-primary" id="export-button">${p.exportButton}</button>
    </form>
  </section>
</div>`,
  );
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The access log of one person, one line per key and category. */
export function accessCsv(entries: readonly AccessEntry[]): string {
  const lines = [['key_id', 'key_name', 'category', 'first_day', 'last_day', 'reads']];
  for (const e of entries) {
    lines.push([e.keyId, e.keyName ?? '', e.category, e.firstDay, e.lastDay, String(e.reads)]);
  }
  // A leading =, +, - or @ would be a formula in a spreadsheet: key names are typed by admins.
  return `${lines.map((l) => l.map((v) => csvCell(/^[=+\-@]/.test(v) ? `'${v}` : v)).join(',')).join('\r\n')}\r\n`;
}
