import { type HtmlValue, html, type SafeHtml } from '../../shared/html.ts';
import type { Lang, Messages } from '../i18n.ts';

export interface PageContext {
  lang: Lang;
  t: Messages;
  /** The path of the current page, for the language switch to come back to. */
  path: string;
  /** Present once signed in: the header shows who and the sign-out button. */
  signedIn?: { email: string; organizationName: string; csrfToken: string };
  /** The secret's page has no language link: following it would lose the secret. */
  noLanguageSwitch?: boolean;
}

export function layout(ctx: PageContext, title: string, main: HtmlValue): SafeHtml {
  const { t } = ctx;
  const other = t.otherLanguageCode;
  return html`<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · ${t.product}</title>
<link rel="stylesheet" href="/console/assets/console.css">
<link rel="icon" href="/console/assets/favicon.svg" type="image/svg+xml">
<script src="/console/assets/console.js" defer></script>
</head>
<body>
<a class="skip-link" href="#main">${t.skip}</a>
<header class="topbar">
  <div class="topbar-inner">
    <a class="brand" href="/console"><span class="brand-mark" aria-hidden="true">HR</span><span>${t.product}</span></a>
    ${ctx.signedIn && sectionNav(ctx)}
    <nav class="topbar-nav" aria-label="${t.product}">
      ${ctx.signedIn && html`<span class="who"><span class="who-org">${ctx.signedIn.organizationName}</span><span class="who-email">${ctx.signedIn.email}</span></span>`}
      ${!ctx.noLanguageSwitch && html`<a class="lang-switch" href="/console/language?to=${other}&amp;back=${encodeURIComponent(ctx.path)}" lang="${other}" hreflang="${other}">${t.otherLanguage}</a>`}
      ${
        ctx.signedIn &&
        html`<form method="post" action="/console/sign-out" class="inline-form">
        <input type="hidden" name="_csrf" value="${ctx.signedIn.csrfToken}">
        <button type="submit" class="button button-ghost">${t.signOut}</button>
      </form>`
      }
    </nav>
  </div>
</header>
<main id="main" tabindex="-1">
${main}
</main>
<footer class="footer"><p>${t.footer}</p></footer>
</body>
</html>`;
}

/** Dates as stored (ISO, UTC), shown to the minute in UTC so every reader sees the same thing. */
export function dateTime(iso: string | null, never: string): SafeHtml {
  if (!iso) return html`<span class="muted">${never}</span>`;
  return html`<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC</time>`;
}

export function copyButton(t: Messages, targetId: string): SafeHtml {
  return html`<button type="button" class="button button-small copy-button" data-copy-target="${targetId}" data-copied-label="${t.copied}" hidden>${t.copy}</button>`;
}

const SECTIONS = [
  ['/console/keys', (t: Messages) => t.keysTitle],
  ['/console/requests', (t: Messages) => t.requests.title],
  ['/console/webhooks', (t: Messages) => t.webhooks.title],
  ['/console/privacy', (t: Messages) => t.privacy.title],
  ['/console/dsn', (_t: Messages) => 'DSN'],
  ['/console/connected-apps', (t: Messages) => t.partners.appsTitle],
] as const;

function sectionNav(ctx: PageContext): SafeHtml {
  return html`<nav class="section-nav" aria-label="${ctx.t.mainNav}">${SECTIONS.map(([href, label]) => {
    const current = ctx.path === href || ctx.path.startsWith(`${href}/`);
    return html`<a href="${href}"${current && html` aria-current="page"`}>${label(ctx.t)}</a>`;
  })}</nav>`;
}
