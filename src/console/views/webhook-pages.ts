import { html, type SafeHtml } from '../../shared/html.ts';
import type { OrganizationDelivery } from '../../webhooks/deliveries.ts';
import type { WebhookEndpoint } from '../../webhooks/endpoints.ts';
import type { Messages } from '../i18n.ts';
import { eventTypeLabel } from './code-words.ts';
import { copyButton, dateTime, layout, type PageContext } from './layout.ts';
import { disabledNotice, eventTypesList, statusBadge } from './webhooks-page.ts';

export interface EndpointPageData {
  csrfToken: string;
  endpoint: WebhookEndpoint;
  deliveries: OrganizationDelivery[];
  notice?: string;
}

export function endpointPage(ctx: PageContext, data: EndpointPageData): SafeHtml {
  const { t } = ctx;
  const w = t.webhooks;
  const { endpoint, csrfToken } = data;
  return layout(
    ctx,
    w.endpointTitle,
    html`<div class="page">
  <p><a href="/console/webhooks">← ${w.allEndpoints}</a></p>
  <div class="page-head">
    <div>
      <h1>${w.endpointTitle}</h1>
      <p class="lead"><code class="endpoint-url" id="endpoint-url">${endpoint.url}</code> ${statusBadge(t, endpoint)}</p>
    </div>
  </div>
  ${data.notice && html`<p class="notice notice-success" role="status">${data.notice}</p>`}
  ${endpoint.status === 'disabled' && disabledNotice(t, endpoint, csrfToken)}
  <div class="grid-2">
    <section class="card" aria-labelledby="facts-title">
      <h2 id="facts-title">${w.endpointTitle}</h2>
      <dl class="key-facts">
        <dt>${w.endpointId}</dt><dd><code>${endpoint.id}</code></dd>
        <dt>${w.colEvents}</dt><dd>${eventTypesList(t, endpoint.eventTypes)}</dd>
        <dt>${t.colCreated}</dt><dd>${dateTime(endpoint.createdAt, t.never)}</dd>
      </dl>
      ${
        endpoint.status === 'active' &&
        html`<form method="post" action="/console/webhooks/${endpoint.id}/test" class="stack">
        <input type="hidden" name="_csrf" value="${csrfToken}">
        <p class="hint">${w.testHint}</p>
        <button type="submit" class="button button-primary">${w.sendTest}</button>
      </form>`
      }
    </section>
    <section class="card" aria-labelledby="secret-title">
      <h2 id="secret-title">${w.secretLabel}</h2>
      <form method="post" action="/console/webhooks/${endpoint.id}/rotate" class="stack">
        <input type="hidden" name="_csrf" value="${csrfToken}">
        <input type="hidden" name="basis" value="${endpoint.previousSecretUntil ?? ''}">
        <p class="hint">${w.rotateHint}</p>
        ${
          endpoint.previousSecretUntil &&
          html`<p class="notice notice-warning">${w.rotateUnderway(utc(endpoint.previousSecretUntil))}</p>`
        }
        <button type="submit" class="button button-secondary">${w.rotate}</button>
      </form>
      <p class="button-row"><a class="button button-danger-ghost" href="/console/webhooks/${endpoint.id}/delete" data-destructive="asks">${w.delete}</a></p>
    </section>
  </div>
  <section class="card" aria-labelledby="deliveries-title">
    <h2 id="deliveries-title">${w.deliveriesTitle} <span class="count">${data.deliveries.length}</span></h2>
    ${data.deliveries.length === 0 ? html`<p class="empty">${w.noDeliveries}</p>` : deliveriesTable(t, data)}
  </section>
</div>`,
  );
}

function deliveryStatus(t: Messages, delivery: OrganizationDelivery): SafeHtml {
  const w = t.webhooks;
  const [label, badge] =
    delivery.status === 'succeeded'
      ? [w.succeeded, 'badge-active']
      : delivery.status === 'failed'
        ? [w.failed, 'badge-disabled']
        : [w.pending, 'badge-pending'];
  return html`<span class="badge ${badge}">${label}</span> <span class="muted small">${w.attempts(delivery.attempts)}</span>`;
}

function lastAttempt(t: Messages, delivery: OrganizationDelivery): SafeHtml {
  const attempt = delivery.lastAttempt;
  if (!attempt) return html`<span class="muted">${t.webhooks.notAttempted}</span>`;
  return html`<span class="attempt">${dateTime(attempt.at, '')} · <strong class="status-code-inline">${attempt.statusCode ?? t.webhooks.noAnswer}</strong> · <span class="latency">${attempt.latencyMs} ms</span></span>`;
}

/** Why the last attempt failed, in words: its technical text names the operator's switches. */
function answer(t: Messages, delivery: OrganizationDelivery): SafeHtml {
  const attempt = delivery.lastAttempt;
  if (!attempt) return html``;
  const kind = attempt.reasonKind;
  const why = kind ? t.webhooks.failure[kind] : attempt.error !== null ? t.webhooks.failureUnknown : null;
  return html`${why && html`<p class="attempt-error" data-failure="${kind ?? 'unknown'}">${why}</p>`}${
    attempt.excerpt && html`<pre class="response-excerpt">${attempt.excerpt}</pre>`
  }`;
}

function deliveriesTable(t: Messages, data: EndpointPageData): SafeHtml {
  const w = t.webhooks;
  const rows = data.deliveries.map(
    (delivery) => html`<tr data-delivery-id="${delivery.id}">
  <td data-label="${w.colEvent}">${eventTypeLabel(t, delivery.eventType)}<br><span class="muted small">${dateTime(delivery.createdAt, '')}</span></td>
  <td data-label="${w.colDelivery}">${deliveryStatus(t, delivery)}</td>
  <td data-label="${w.colLastAttempt}">${lastAttempt(t, delivery)}</td>
  <td data-label="${w.colResponse}" class="response">${answer(t, delivery)}</td>
  <td data-label="${t.colActions}" class="actions">${
    delivery.status !== 'pending' &&
    html`<form method="post" action="/console/webhooks/${data.endpoint.id}/deliveries/${delivery.id}/replay" class="inline-form">
      <input type="hidden" name="_csrf" value="${data.csrfToken}">
      <button type="submit" class="button button-secondary button-small">${w.replay}<span class="visually-hidden"> ${delivery.eventType} ${delivery.id}</span></button>
    </form>`
  }</td>
</tr>`,
  );
  return html`<div class="table-wrap"><table class="table deliveries-table">
  <thead><tr><th scope="col">${w.colEvent}</th><th scope="col">${w.colDelivery}</th><th scope="col">${w.colLastAttempt}</th><th scope="col">${w.colResponse}</th><th scope="col"><span class="visually-hidden">${t.colActions}</span></th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>`;
}

/** The one page that ever holds a signing secret: the response to the creation or rotation POST. */
export function webhookSecretPage(
  ctx: PageContext,
  endpoint: WebhookEndpoint,
  secret: string,
  rotated: boolean,
): SafeHtml {
  const { t } = ctx;
  const w = t.webhooks;
  const title = rotated ? w.rotatedTitle : w.secretTitle;
  return layout(
    { ...ctx, noLanguageSwitch: true },
    title,
    html`<div class="page page-narrow">
  <section class="card" aria-labelledby="secret-title">
    <h1 id="secret-title">${title}</h1>
    <p class="key-summary"><code class="endpoint-url">${endpoint.url}</code></p>
    <div class="notice notice-warning" role="alert">
      <p><strong>${w.secretWarning}</strong></p>
    </div>
    <div class="field">
      <label for="secret">${w.secretLabel}</label>
      <div class="secret-row">
        <input id="secret" class="secret" type="text" readonly value="${secret}" spellcheck="false" autocomplete="off">
        ${copyButton(t, 'secret')}
      </div>
    </div>
    <p class="hint">${w.secretUse}</p>
    ${
      rotated &&
      endpoint.previousSecretUntil &&
      html`<p class="notice notice-info" id="rotation-overlap">${w.rotatedOverlap(utc(endpoint.previousSecretUntil))}</p>`
    }
    <p><a class="button button-primary" href="/console/webhooks/${endpoint.id}">${w.backToEndpoint}</a></p>
  </section>
</div>`,
  );
}

export function deleteEndpointPage(ctx: PageContext, endpoint: WebhookEndpoint, csrfToken: string): SafeHtml {
  const { t } = ctx;
  const w = t.webhooks;
  return layout(
    ctx,
    w.deleteTitle,
    html`<div class="page page-narrow">
  <section class="card card-danger" aria-labelledby="delete-title" data-confirmation>
    <h1 id="delete-title">${w.deleteTitle}</h1>
    <dl class="key-facts">
      <dt>${w.colUrl}</dt><dd><code class="endpoint-url">${endpoint.url}</code></dd>
      <dt>${w.colEvents}</dt><dd>${eventTypesList(t, endpoint.eventTypes)}</dd>
      <dt>${t.colStatus}</dt><dd>${statusBadge(t, endpoint)}</dd>
      <dt>${t.colCreated}</dt><dd>${dateTime(endpoint.createdAt, t.never)}</dd>
    </dl>
    <div class="notice notice-error"><p><strong>${w.deleteWarning}</strong></p></div>
    <form method="post" action="/console/webhooks/${endpoint.id}/delete" class="button-row">
      <input type="hidden" name="_csrf" value="${csrfToken}">
      <button type="submit" class="button button-danger">${w.delete}</button>
      <a class="button button-secondary" href="/console/webhooks/${endpoint.id}">${t.cancel}</a>
    </form>
  </section>
</div>`,
  );
}

/** An ISO instant as the console shows it everywhere: to the minute, in UTC. */
function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
