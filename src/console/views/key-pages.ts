import type { ApiKey } from '../../auth/keys/api-keys.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import { scopeLabel } from './code-words.ts';
import { copyButton, dateTime, layout, type PageContext } from './layout.ts';

/** The one and only page that ever holds the secret: the answer to the creation POST. */
export function secretPage(ctx: PageContext, key: ApiKey, secret: string): SafeHtml {
  const { t } = ctx;
  return layout(
    { ...ctx, noLanguageSwitch: true },
    t.secretTitle,
    html`<div class="page page-narrow">
  <section class="card" aria-labelledby="secret-title">
    <h1 id="secret-title">${t.secretTitle}</h1>
    <p class="key-summary"><span class="key-name">${key.name}</span></p>
    <ul class="scope-list">${key.scopes.map((s) => html`<li>${scopeLabel(t, s)}</li>`)}</ul>
    <div class="notice notice-warning" role="alert">
      <p><strong>${t.secretWarning}</strong></p>
    </div>
    <div class="field">
      <label for="secret">${t.secretLabel}</label>
      <div class="secret-row">
        <input id="secret" class="secret" type="text" readonly value="${secret}" spellcheck="false" autocomplete="off">
        ${copyButton(t, 'secret')}
      </div>
    </div>
    <p class="hint secret-use">${t.secretUse}</p>
    <pre class="code-sample"><code>GET /api/public/v1/organizations/${key.organizationId}/collaborators
Authorization: Bearer ${key.start}…</code></pre>
    <p><a class="button button-primary" href="/console/keys">${t.backToKeys}</a></p>
  </section>
</div>`,
  );
}

export function revokePage(ctx: PageContext, key: ApiKey, csrfToken: string): SafeHtml {
  const { t } = ctx;
  return layout(
    ctx,
    t.revokeTitle,
    html`<div class="page page-narrow">
  <section class="card card-danger" aria-labelledby="revoke-title" data-confirmation>
    <h1 id="revoke-title">${t.revokeTitle}</h1>
    <dl class="key-facts">
      <dt>${t.colName}</dt><dd><span class="key-name">${key.name}</span>${key.kind === 'partner' && html` <span class="badge badge-partner">${t.partner}</span>`}</dd>
      <dt>${t.colKey}</dt><dd><code>${key.start}…</code></dd>
      <dt>${t.colScopes}</dt><dd><ul class="scope-list">${key.scopes.map((s) => html`<li>${scopeLabel(t, s)}</li>`)}</ul></dd>
      <dt>${t.colLastUsed}</dt><dd>${dateTime(key.lastUsedAt, t.never)}</dd>
    </dl>
    <div class="notice notice-error"><p><strong>${t.revokeWarning}</strong></p></div>
    <form method="post" action="/console/keys/${key.id}/revoke" class="button-row">
      <input type="hidden" name="_csrf" value="${csrfToken}">
      <button type="submit" class="button button-danger">${t.revokeConfirm}</button>
      <a class="button button-secondary" href="/console/keys">${t.cancel}</a>
    </form>
  </section>
</div>`,
  );
}
