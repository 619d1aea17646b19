import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findRequest } from '../dated-records/requests.queries.ts';
import {
  type Decision,
  decideRequest,
  listPendingRequests,
  type RequestKind,
} from '../dated-records/requests.ts';
import { Conflict, InvalidRecord, NotFound, Refused } from '../shared/domain-errors.ts';
import { isValidId } from '../shared/ids.ts';
import { actorOf, CONSOLE_PREFIX, pageContext, redirect, sendPage, signedIn } from './context.ts';
import type { Messages } from './i18n.ts';
import { type RequestsPageData, requestsPage } from './views/requests-page.ts';

const KINDS: Record<string, RequestKind> = { absences: 'absence', 'work-locations': 'work_location' };
const DECISIONS: Record<string, Decision> = { approve: 'approved', reject: 'rejected' };

const RequestsQuery = Type.Object({ done: Type.Optional(Type.String({ maxLength: 20 })) });
const DecisionParams = Type.Object({
  kind: Type.String({ maxLength: 20 }),
  requestId: Type.String({ maxLength: 200 }),
});
const DecisionBody = Type.Object({
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  comment: Type.Optional(Type.String({ maxLength: 1000 })),
});

type DecisionRequest = FastifyRequest<{
  Params: Static<typeof DecisionParams>;
  Body: Static<typeof DecisionBody>;
}>;

async function answerList(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  notice?: RequestsPageData['notice'],
) {
  const auth = signedIn(request);
  const requests = await listPendingRequests(request.server.store.db, auth.organization.id);
  return sendPage(
    reply,
    status,
    requestsPage(pageContext(request, `${CONSOLE_PREFIX}/requests`), {
      requests,
      csrfToken: auth.session.csrfToken,
      ...(notice ? { notice } : {}),
    }),
  );
}

const DONE: Record<string, (t: Messages) => string> = {
  approved: (t) => t.requests.approved,
  rejected: (t) => t.requests.rejected,
};

export async function handleRequestsPage(
  request: FastifyRequest<{ Querystring: Static<typeof RequestsQuery> }>,
  reply: FastifyReply,
) {
  const done = request.query.done ? DONE[request.query.done] : undefined;
  const text = done?.(pageContext(request).t);
  return answerList(request, reply, 200, text ? { kind: 'success', text } : undefined);
}

/**
 * Approves or rejects one pending request through the domain's decideRequest (the API's own
 * path: audited, one change event, webhooks, meal vouchers). A request decided meanwhile, or
 * withdrawn, or another organization's, answers the list with a message saying so: never a 500.
 */
export async function handleDecision(request: DecisionRequest, reply: FastifyReply) {
  const auth = signedIn(request);
  const store = request.server.store;
  const t = pageContext(request).t;
  const kind = KINDS[request.params.kind];
  const decision = DECISIONS[request.body.decision];
  const id = request.params.requestId;
  if (!kind || !decision || !isValidId(id)) return answerList(request, reply, 404, gone(t));
  const comment = request.body.comment?.trim();
  try {
    await decideRequest(store, auth.organization.id, kind, id, decision, actorOf(auth), comment || null);
  } catch (error) {
    if (error instanceof NotFound) return answerList(request, reply, 404, gone(t));
    if (error instanceof Conflict) {
      const now = await findRequest(store.db, auth.organization.id, kind, id);
      if (!now) return answerList(request, reply, 404, gone(t));
      const text = now.status === 'pending' ? t.requests.refused : t.requests.alreadyDecided(now.status);
      return answerList(request, reply, 409, { kind: 'error', text });
    }
    if (error instanceof InvalidRecord || error instanceof Refused) {
      return answerList(request, reply, 422, { kind: 'error', text: t.requests.refused });
    }
    throw error;
  }
  return redirect(reply, `${CONSOLE_PREFIX}/requests?done=${decision}`);
}

const gone = (t: Messages): RequestsPageData['notice'] => ({ kind: 'error', text: t.requests.gone });

/** Behind `adminOnly` (console.routes.ts): signed in, an admin, every POST with the session's CSRF token. */
export const requestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/requests', { schema: { querystring: RequestsQuery } }, handleRequestsPage);
  app.post(
    `/requests/:kind/:requestId/decision`,
    { schema: { params: DecisionParams, body: DecisionBody } },
    handleDecision,
  );
};
