import { html } from '../../shared/html.ts';

/**
 * What the browser sees when the authorization server cannot send the user back to the partner
 * (an unknown client, a redirect URI not registered): a page, never a redirect to an unverified
 * address. The error code is OAuth's own; the description is the library's, escaped.
 */
export function errorPage(error: string, description: string | undefined): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Authorization refused</title></head>
<body>
<main>
<h1>This authorization request cannot go on</h1>
<p><code>${error}</code>${description ? html`: ${description}` : ''}</p>
<p>Go back to the application that sent you here and tell its publisher.</p>
</main>
</body>
</html>`.value;
}
