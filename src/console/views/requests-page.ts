import type { PendingRequest } from '../../dated-records/requests.ts';
import { html, type SafeHtml } from '../../shared/html.ts';
import type { Messages } from '../i18n.ts';
import { dateTime, layout, type PageContext } from './layout.ts';

export interface RequestsPageData {
  requests: PendingRequest[];
  csrfToken: string;
  /** After a decision: what happened, as a success (role status) or a refusal (role alert). */
  notice?: { kind: 'success' | 'error'; text: string };
}

/** The path segment of a request's kind in the console's URLs. */
export const KIND_SEGMENTS = { absence: 'absences', work_location: 'work-locations' } as const;

/** The pending absence and remote-work requests of the organization, each with approve / reject. */
export function requestsPage(ctx: PageContext, data: RequestsPageData): SafeHtml {
  const r = ctx.t.requests;
  const absences = data.requests.filter((q) => q.kind === 'absence');
  const workLocations = data.requests.filter((q) => q.kind === 'work_location');
  return layout(
    ctx,
    r.title,
    html`<div class="page">
  <div class="page-head"><div><h1>${r.title}</h1><p class="lead">${r.lead}</p></div></div>
  ${
    data.notice &&
    (data.notice.kind === 'success'
      ? html`<p class="notice notice-success" role="status">${data.notice.text}</p>`
      : html`<p class="notice notice-error" role="alert" id="decision-refused" tabindex="-1">${data.notice.text}</p>`)
  }
  ${data.requests.length === 0 && html`<p class="empty">${r.none}</p>`}
  ${absences.length > 0 && requestsTable(ctx.t, 'absences', r.absences, absences, data.csrfToken)}
  ${workLocations.length > 0 && requestsTable(ctx.t, 'work-locations', r.workLocations, workLocations, data.csrfToken)}
</div>`,
  );
}

function requestsTable(
  t: Messages,
  id: string,
  title: string,
  requests: PendingRequest[],
  csrfToken: string,
): SafeHtml {
  const r = t.requests;
  const absences = id === 'absences';
  return html`<section class="card" aria-labelledby="${id}-title">
  <h2 id="${id}-title">${title} <span class="count">${requests.length}</span></h2>
  <div class="table-wrap"><table class="table requests-table">
    <thead><tr><th scope="col">${r.colPerson}</th><th scope="col">${absences ? r.colWhat : r.colWhere}</th><th scope="col">${r.colDates}</th><th scope="col">${r.colHalfDays}</th><th scope="col">${r.colAsked}</th><th scope="col">${r.colDecision}</th></tr></thead>
    <tbody>${requests.map((q) => requestRow(t, q, csrfToken))}</tbody>
  </table></div>
</section>`;
}

function requestRow(t: Messages, q: PendingRequest, csrfToken: string): SafeHtml {
  const r = t.requests;
  const person = `${q.firstName} ${q.lastName}`;
  const formId = `decide-${q.id}`;
  const what =
    q.kind === 'absence'
      ? html`<code>${q.type ?? ''}</code>`
      : html`${q.isRemoteWork ? r.remoteWork : r.onSite}${q.location && html`<br><span class="small">${q.location}</span>`}`;
  const halfDays = [q.startHalfDay && r.startsAfternoon, q.endHalfDay && r.endsMorning].filter(
    (s): s is string => typeof s === 'string',
  );
  return html`<tr data-request-id="${q.id}" data-kind="${q.kind}">
      <th scope="row" data-label="${r.colPerson}">${person}</th>
      <td data-label="${q.kind === 'absence' ? r.colWhat : r.colWhere}">${what}</td>
      <td data-label="${r.colDates}">${r.dates(q.startDate.slice(0, 10), q.endDate.slice(0, 10))}</td>
      <td data-label="${r.colHalfDays}">${halfDays.length === 0 ? r.fullDays : halfDays.map((s, i) => html`${i > 0 && html`<br>`}${s}`)}</td>
      <td data-label="${r.colAsked}">${dateTime(q.createdAt, '')}</td>
      <td class="actions" data-label="${r.colDecision}">
        <form method="post" action="/console/requests/${KIND_SEGMENTS[q.kind]}/${q.id}/decision" class="stack decision-form" id="${formId}">
          <input type="hidden" name="_csrf" value="${csrfToken}">
          <div class="field">
            <label for="${formId}-comment">${r.comment}<span class="visually-hidden">${r.of(person)}</span></label>
            <textarea id="${formId}-comment" name="comment" maxlength="1000" rows="2" aria-describedby="comment-hint-${q.id}"></textarea>
            <p class="hint" id="comment-hint-${q.id}">${r.commentHint}</p>
          </div>
          <div class="button-row">
            <button type="submit" name="decision" value="approve" class="button button-primary button-small">${r.approve}<span class="visually-hidden">${r.of(person)}</span></button>
            <button type="submit" name="decision" value="reject" class="button button-danger-ghost button-small">${r.reject}<span class="visually-hidden">${r.of(person)}</span></button>
          </div>
        </form>
      </td>
    </tr>`;
}
