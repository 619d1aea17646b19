import type { DsnImportOutcome, DsnPlanSummary } from '../../dsn/import.ts';
import { readablePlan } from '../../dsn/plan-readable.ts';
import { PLAN_VOCABULARIES } from '../../dsn/plan-vocabulary.ts';
import type { ResourceType } from '../../dsn/state.ts';
import { formatProblem } from '../../hr-data/checks.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import type { Lang } from '../i18n.ts';
import { layout, type PageContext } from './layout.ts';

const TEXT = {
  en: {
    title: 'Monthly DSN',
    lead: 'Upload one or more monthly DSNs (NEODeS files, ISO-8859-1 or UTF-8; up to 12 at once, applied in month order). You will see what they change before anything is written.',
    file: 'DSN files',
    preview: 'Show the plan',
    missing: 'Choose a DSN file first.',
    tooLarge: (mib: number) => `The file is larger than ${mib} MiB; nothing of it was kept.`,
    refused: 'The file was refused; nothing was written.',
    planTitle: 'What this DSN will change',
    planLead: 'Nothing is written yet. Check the plan, then confirm it to apply exactly this.',
    months: 'Months',
    norm: 'norm',
    resource: 'Resource',
    changes: 'Updates (before → after)',
    warnings: 'Warnings',
    confirm: 'Apply this plan',
    cancel: 'Cancel',
    done: 'The DSN was imported.',
    back: 'Import another DSN',
    more: (n: number) => `… and ${n} more`,
  },
  fr: {
    title: 'DSN mensuelle',
    lead: 'Déposez une ou plusieurs DSN mensuelles (fichiers NEODeS, ISO-8859-1 ou UTF-8 ; jusqu’à 12 à la fois, appliquées dans l’ordre des mois). Vous verrez ce qu’elles changent avant toute écriture.',
    file: 'Fichiers DSN',
    preview: 'Voir le plan',
    missing: 'Choisissez d’abord un fichier DSN.',
    tooLarge: (mib: number) => `Le fichier dépasse ${mib} Mio ; rien n’en a été gardé.`,
    refused: 'Le fichier a été refusé ; rien n’a été écrit.',
    planTitle: 'Ce que cette DSN va changer',
    planLead: 'Rien n’est encore écrit. Vérifiez le plan, puis confirmez-le pour appliquer exactement ceci.',
    months: 'Mois',
    norm: 'norme',
    resource: 'Ressource',
    changes: 'Modifications (avant → après)',
    warnings: 'Avertissements',
    confirm: 'Appliquer ce plan',
    cancel: 'Annuler',
    done: 'La DSN a été importée.',
    back: 'Importer une autre DSN',
    more: (n: number) => `… et ${n} de plus`,
  },
} satisfies Record<Lang, unknown>;

const SHOWN = 100;
/** Past this many changed rows, the list of changes starts folded. */
const FOLDED_FROM = 10;
const text = (ctx: PageContext) => TEXT[ctx.lang];

export function dsnUploadPage(
  ctx: PageContext,
  csrfToken: string,
  state: {
    error?: 'missing' | 'tooLarge';
    maxBytes?: number;
    refused?: Extract<DsnImportOutcome, { ok: false }>;
  } = {},
): SafeHtml {
  const d = text(ctx);
  return layout(
    ctx,
    d.title,
    html`<div class="page">
  <div class="page-head"><div><h1>${d.title}</h1><p class="lead">${d.lead}</p></div></div>
  ${state.error === 'missing' && html`<p class="notice notice-error" role="alert">${d.missing}</p>`}
  ${state.error === 'tooLarge' && html`<p class="notice notice-error" role="alert" id="dsn-too-large">${d.tooLarge(Math.floor((state.maxBytes ?? 0) / 1048576))}</p>`}
  ${
    state.refused &&
    html`<div class="notice notice-error" role="alert" id="dsn-refused"><p><strong>${d.refused}</strong></p>
    <ul>${state.refused.problems.slice(0, SHOWN).map((p) => html`<li><code>${formatProblem(p)}</code></li>`)}</ul>
    ${state.refused.totalProblems > SHOWN && html`<p>${d.more(state.refused.totalProblems - SHOWN)}</p>`}</div>`
  }
  <section class="card">
    <h2 id="upload-title">${d.file}</h2>
    <form method="post" action="/console/dsn?_csrf=${encodeURIComponent(csrfToken)}" enctype="multipart/form-data" class="stack">
      <div class="field"><label for="dsn-file">${d.file}</label><input id="dsn-file" name="file" type="file" multiple required></div>
      <button type="submit" class="button button-primary">${d.preview}</button>
    </form>
  </section>
</div>`,
  );
}

/**
 * The plan as an HR officer reads it: the counts first, then each change in the API's words, then
 * the warnings grouped by kind with their counts; long lists folded so the page stays short.
 */
function planBody(ctx: PageContext, plan: DsnPlanSummary): SafeHtml {
  const d = text(ctx);
  const readable = readablePlan(plan, ctx.lang, 3, true);
  const words = PLAN_VOCABULARIES[ctx.lang];
  const resourceOf = (resource: ResourceType) => words.resourceWord[resource];
  return html`<p>${d.months}${words.colon} ${plan.months.map(words.month).join(', ')} · ${d.norm} ${plan.norms.join(', ')}</p>
  <div class="table-wrap"><table class="table" id="dsn-counts"><thead><tr><th scope="col">${d.resource}</th><th scope="col" class="num">${words.counts.created}</th><th scope="col" class="num">${words.counts.changed}</th><th scope="col" class="num">${words.counts.unchanged}</th><th scope="col" class="num">${words.counts.removed}</th></tr></thead>
  <tbody>${Object.entries(plan.counts).map(
    ([resource, c]) =>
      html`<tr data-resource="${resource}"><th scope="row">${words.resources[resource as ResourceType]}</th><td class="num" data-label="${words.counts.created}" data-count="created">${c.created}</td><td class="num" data-label="${words.counts.changed}" data-count="updated">${c.updated}</td><td class="num" data-label="${words.counts.unchanged}">${c.unchanged}</td><td class="num" data-label="${words.counts.removed}" data-count="removed">${c.removed}</td></tr>`,
  )}</tbody></table></div>
  <ul id="dsn-summary">${readable.summary.map((s) => html`<li><strong>${s.label}</strong>${words.colon} ${s.counts}</li>`)}</ul>
  ${
    plan.totalWarnings > 0 &&
    html`<h3>${d.warnings} <span class="count">${plan.totalWarnings}</span></h3><div id="dsn-warnings">${readable.warnings.map(
      (g) =>
        html`<details class="warning-group"><summary>${g.kind} <span class="count">${g.count}</span></summary><ul>${g.shown.map(
          (w) => html`<li><code>${formatProblem(w)}</code></li>`,
        )}</ul>${g.count > g.shown.length && html`<p>${d.more(g.count - g.shown.length)}</p>`}</details>`,
    )}${readable.unlisted > 0 && html`<p>${d.more(readable.unlisted)}</p>`}</div>`
  }
  ${
    readable.changes.length > 0 &&
    html`<details id="dsn-updates-fold"${readable.changes.length <= FOLDED_FROM ? html` open` : ''}><summary>${d.changes} <span class="count">${readable.changes.length}</span></summary><ul id="dsn-updates">${readable.changes
      .slice(0, SHOWN)
      .map(
        (person) =>
          html`<li><strong>${person.heading}</strong><ul>${person.rows.map(
            (u) =>
              html`<li>${resourceOf(u.resource)} <code>${u.id}</code><ul>${u.changes.map(
                (c) =>
                  html`<li class="change" data-field="${c.field}">${c.label} <code class="api-field">${c.field}</code>${words.colon} ${c.before} → ${c.after}${c.replaces && html` <span class="hint">(${c.replaces})</span>`}</li>`,
              )}</ul></li>`,
          )}</ul></li>`,
      )}</ul>${readable.changes.length > SHOWN && html`<p>${d.more(readable.changes.length - SHOWN)}</p>`}</details>`
  }
  ${
    plan.created.length > 0 &&
    html`<details><summary>${words.createdList} <span class="count">${plan.created.length}</span></summary><ul id="dsn-created">${plan.created.slice(0, SHOWN).map((c) => html`<li><code>${c.resource} ${c.id}</code></li>`)}</ul>${plan.created.length > SHOWN && html`<p>${d.more(plan.created.length - SHOWN)}</p>`}</details>`
  }
  ${
    plan.removed.length > 0 &&
    html`<details><summary>${words.removedList} <span class="count">${plan.removed.length}</span></summary><ul id="dsn-removed">${plan.removed.slice(0, SHOWN).map((r) => html`<li><code>${r.resource} ${r.id}</code></li>`)}</ul></details>`
  }`;
}

export function dsnPlanPage(
  ctx: PageContext,
  csrfToken: string,
  plan: DsnPlanSummary,
  pending: { token: string; digest: string; name: string },
): SafeHtml {
  const d = text(ctx);
  return layout(
    ctx,
    d.planTitle,
    html`<div class="page">
  <div class="page-head"><div><h1>${d.planTitle}</h1><p class="lead">${d.planLead}</p><p><code>${pending.name}</code></p></div></div>
  <section class="card" aria-labelledby="plan-title"><h2 id="plan-title">${PLAN_VOCABULARIES[ctx.lang].summary}</h2>${planBody(ctx, plan)}
    <div class="plan-actions">
    <form method="post" action="/console/dsn/confirm" class="inline-form">
      ${pendingFields(csrfToken, pending)}
      <button type="submit" class="button button-primary" id="dsn-confirm">${d.confirm}</button>
    </form>
    <details class="confirm" id="dsn-cancel-confirm" data-confirmation>
      <summary class="button button-secondary" id="dsn-cancel">${d.cancel}</summary>
      <div class="confirm-body">
        <p>${ctx.t.confirm.planDiscardLead(pending.name)}</p>
        <form method="post" action="/console/dsn/cancel" class="inline-form">
          ${pendingFields(csrfToken, pending)}
          <button type="submit" class="button button-danger" id="dsn-discard">${ctx.t.confirm.planDiscard}</button>
        </form>
      </div>
    </details>
    </div>
  </section>
</div>`,
  );
}

/** The plan's files and digest, posted by the confirmation and by the discard alike. */
function pendingFields(csrfToken: string, pending: { token: string; digest: string }): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${csrfToken}">
      <input type="hidden" name="token" value="${pending.token}">
      <input type="hidden" name="digest" value="${pending.digest}">`;
}

export function dsnDonePage(ctx: PageContext, plan: DsnPlanSummary): SafeHtml {
  const d = text(ctx);
  return layout(
    ctx,
    d.title,
    html`<div class="page">
  <p class="notice notice-success" role="status" id="dsn-done">${d.done}</p>
  <section class="card">${planBody(ctx, plan)}<p class="button-row"><a class="button button-secondary" href="/console/dsn">${d.back}</a></p></section>
</div>`,
  );
}
