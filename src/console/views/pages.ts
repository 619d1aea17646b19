import { html, type SafeHtml } from '../../shared/html.ts';
import { layout, type PageContext } from './layout.ts';

export interface SignInForm {
  email: string;
  csrfToken: string;
  notice?: string;
  error?: string;
  /** The console page to come back to once signed in (a checked return path). */
  next?: string;
}

export function signInPage(ctx: PageContext, form: SignInForm): SafeHtml {
  const { t } = ctx;
  return layout(
    ctx,
    t.signInTitle,
    html`<div class="auth-wrap">
  <section class="card auth-card" aria-labelledby="sign-in-title">
    <h1 id="sign-in-title">${t.signInTitle}</h1>
    <p class="lead">${t.signInLead}</p>
    ${form.notice && html`<p class="notice notice-info" role="status">${form.notice}</p>`}
    ${form.error && html`<p class="notice notice-error" role="alert" id="sign-in-error">${form.error}</p>`}
    <form method="post" action="/console/sign-in" class="stack" novalidate>
      <input type="hidden" name="_csrf" value="${form.csrfToken}">
      ${form.next && html`<input type="hidden" name="next" value="${form.next}">`}
      <div class="field">
        <label for="email">${t.email}</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${form.email}"
          ${form.error ? html`aria-invalid="true" aria-describedby="sign-in-error"` : ''} ${!form.email && html`autofocus`}>
      </div>
      <div class="field">
        <label for="password">${t.password}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required
          ${form.email && html`autofocus`}>
      </div>
      <button type="submit" class="button button-primary button-block">${t.signInButton}</button>
    </form>
  </section>
</div>`,
  );
}

export function errorPage(ctx: PageContext, status: number, message: string, requestId: string): SafeHtml {
  const { t } = ctx;
  return layout(
    ctx,
    t.errorTitle(status),
    html`<div class="auth-wrap">
  <section class="card auth-card" aria-labelledby="error-title">
    <p class="status-code">${status}</p>
    <h1 id="error-title">${t.errorTitle(status)}</h1>
    <p>${message}</p>
    <p class="muted small">${t.requestId}: <code>${requestId}</code></p>
    <p><a class="button button-secondary" href="/console">${t.goHome}</a></p>
  </section>
</div>`,
  );
}
