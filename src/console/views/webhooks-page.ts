import { CHANGE_TYPES } from '../../changes/change-log.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import { EVERY_EVENT_TYPE, type WebhookEndpoint } from '../../webhooks/endpoints.ts';
import type { Messages } from '../i18n.ts';
import { eventTypeLabel } from './code-words.ts';
import { dateTime, layout, type PageContext } from './layout.ts';

export interface WebhooksPageData {
  csrfToken: string;
  endpoints: WebhookEndpoint[];
  /** The newest endpoint this user registered when the page was drawn: a replayed form is recognised by it. */
  formBasis: string;
  form?: { url: string; events: string[]; all: boolean; problems?: string[] };
  notice?: string;
}

export function webhooksPage(ctx: PageContext, data: WebhooksPageData): SafeHtml {
  const { t } = ctx;
  const w = t.webhooks;
  return layout(
    ctx,
    w.title,
    html`<div class="page">
  <div class="page-head">
    <div>
      <h1>${w.title}</h1>
      <p class="lead">${w.lead}</p>
    </div>
  </div>
  ${data.notice && html`<p class="notice notice-success" role="status">${data.notice}</p>`}
  <section class="card" aria-labelledby="endpoints-title">
    <h2 id="endpoints-title">${w.title} <span class="count">${data.endpoints.length}</span></h2>
    ${data.endpoints.length === 0 ? html`<p class="empty">${w.noEndpoints}</p>` : endpointsTable(t, data)}
  </section>
  ${createForm(t, data)}
</div>`,
  );
}

/** The event types of an endpoint, or one label when it takes every type there is. */
export function eventTypesList(t: Messages, types: readonly string[]): SafeHtml {
  if (types.includes(EVERY_EVENT_TYPE) || CHANGE_TYPES.every((type) => types.includes(type))) {
    return html`<span class="badge badge-all">${t.webhooks.allEvents}</span>`;
  }
  return html`<ul class="scope-list">${types.map((type) => html`<li>${eventTypeLabel(t, type)}</li>`)}</ul>`;
}

export function statusBadge(t: Messages, endpoint: WebhookEndpoint): SafeHtml {
  return endpoint.status === 'active'
    ? html`<span class="badge badge-active">${t.webhooks.active}</span>`
    : html`<span class="badge badge-disabled">${t.webhooks.disabled}</span>`;
}

/**
 * What disabled the endpoint, in words (its technical reason names the operator's switches), where
 * it cannot be missed, with the button that turns it back on.
 */
export function disabledNotice(t: Messages, endpoint: WebhookEndpoint, csrfToken: string): SafeHtml {
  const kind = endpoint.disabledReasonKind;
  return html`<div class="notice notice-error disabled-reason" role="alert">
  <p><strong>${t.webhooks.disabledLead}</strong> <span data-failure="${kind ?? 'unknown'}">${
    kind ? t.webhooks.failure[kind] : t.webhooks.disabledUnknown
  }</span></p>
  <form method="post" action="/console/webhooks/${endpoint.id}/enable" class="inline-form">
    <input type="hidden" name="_csrf" value="${csrfToken}">
    <button type="submit" class="button button-primary button-small">${t.webhooks.enable}<span class="visually-hidden"> ${endpoint.url}</span></button>
  </form>
</div>`;
}

function endpointsTable(t: Messages, data: WebhooksPageData): SafeHtml {
  const w = t.webhooks;
  const rows = data.endpoints.map(
    (
      endpoint,
    ) => html`<tr class="${endpoint.status === 'disabled' ? 'is-disabled' : ''}" data-endpoint-id="${endpoint.id}">
  <td data-label="${w.colUrl}"><code class="endpoint-url">${endpoint.url}</code>${
    endpoint.status === 'disabled' && disabledNotice(t, endpoint, data.csrfToken)
  }</td>
  <td data-label="${w.colEvents}">${eventTypesList(t, endpoint.eventTypes)}</td>
  <td data-label="${t.colStatus}">${statusBadge(t, endpoint)}</td>
  <td data-label="${t.colCreated}">${dateTime(endpoint.createdAt, t.never)}</td>
  <td data-label="${t.colActions}" class="actions"><a class="button button-secondary button-small" href="/console/webhooks/${endpoint.id}">${w.open}<span class="visually-hidden"> ${endpoint.url}</span></a></td>
</tr>`,
  );
  return html`<div class="table-wrap"><table class="table webhooks-table">
  <thead><tr><th scope="col">${w.colUrl}</th><th scope="col">${w.colEvents}</th><th scope="col">${t.colStatus}</th><th scope="col">${t.colCreated}</th><th scope="col"><span class="visually-hidden">${t.colActions}</span></th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>`;
}

function createForm(t: Messages, data: WebhooksPageData): SafeHtml {
  const w = t.webhooks;
  const form = data.form ?? { url: '', events: [], all: false };
  const problems = form.problems ?? [];
  return html`<section class="card" aria-labelledby="create-title">
  <h2 id="create-title">${w.createTitle}</h2>
  ${
    problems.length > 0 &&
    html`<div class="notice notice-error" role="alert" id="create-problems" tabindex="-1"><p>${w.formProblems}</p><ul>${problems.map((p) => html`<li>${p}</li>`)}</ul></div>`
  }
  <form method="post" action="/console/webhooks" class="stack" id="create-webhook-form">
    <input type="hidden" name="_csrf" value="${data.csrfToken}">
    <input type="hidden" name="basis" value="${data.formBasis}">
    <div class="field">
      <label for="webhook-url">${w.urlLabel}</label>
      <input id="webhook-url" name="url" type="url" maxlength="2048" required value="${form.url}" placeholder="https://hooks.example.com/hrapi" aria-describedby="webhook-url-hint">
      <p class="hint" id="webhook-url-hint">${w.urlHint}</p>
    </div>
    <fieldset class="scopes event-types">
      <legend>${w.eventsLegend}</legend>
      <p class="hint">${w.eventsHint}</p>
      <div class="scope">
        <input type="checkbox" id="events-all" name="all" value="yes" ${form.all && html`checked`}>
        <label for="events-all"><strong>${w.allEventsLabel}</strong></label>
      </div>
      <div class="event-grid">${CHANGE_TYPES.map((type) => {
        const id = `event-${type.replace(/[^a-z]/g, '-')}`;
        return html`<div class="scope">
        <input type="checkbox" id="${id}" name="events" value="${type}" ${form.events.includes(type) && html`checked`}>
        <label for="${id}">${eventTypeLabel(t, type)}</label>
      </div>`;
      })}</div>
    </fieldset>
    <button type="submit" class="button button-primary">${w.createButton}</button>
  </form>
</section>`;
}
