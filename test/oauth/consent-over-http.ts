import { csrfTokenOf } from '../browser/browser.ts';
import type { AuthorizationStart } from './partner-client.ts';

/**
 * The admin's browser without a browser: follows the authorization request's redirects over
 * HTTP with a cookie jar, signs in to the console when sent there, and answers the consent
 * screen. Cookies are kept by name (paths are not needed: one flow at a time).
 */
export class AdminOverHttp {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly admin: { email: string; password: string },
  ) {}

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (gone || pair.slice(at + 1) === '') this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }

  private async send(url: string, form?: Record<string, string>): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(url, this.baseUrl), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form) } : {}),
    });
    this.keep(response);
    return response;
  }

  /** Follows redirects from `url` until an answer that is not one, or one leaving this server. */
  private async follow(
    url: string,
    form?: Record<string, string>,
  ): Promise<{ url: string; response: Response }> {
    let at = new URL(url, this.baseUrl).toString();
    let response = await this.send(at, form);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops += 1) {
      if (hops > 10) throw new Error(`too many redirects from ${url}`);
      at = new URL(response.headers.get('location') ?? '', at).toString();
      if (!at.startsWith(this.baseUrl)) return { url: at, response };
      if (new URL(at).pathname === '/console/sign-in') {
        response = await this.signIn(at);
        continue;
      }
      response = await this.send(at);
    }
    return { url: at, response };
  }

  private async signIn(formUrl: string): Promise<Response> {
    const form = await this.send(formUrl);
    const page = await form.text();
    const next = /name="next" value="([^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    return this.send('/console/sign-in', {
      _csrf: csrfTokenOf(page),
      ...this.admin,
      ...(next ? { next } : {}),
    });
  }

  /** Opens the authorization URL, signs in if asked, answers the consent screen; returns the callback URL. */
  async consent(start: AuthorizationStart, decision: 'approve' | 'deny'): Promise<string> {
    const screen = await this.follow(start.url.toString());
    if (screen.response.status !== 200 || !new URL(screen.url).pathname.startsWith('/console/oauth/consent/'))
      throw new Error(`no consent screen: ${screen.response.status} at ${screen.url}`);
    const csrf = csrfTokenOf(await screen.response.text());
    const answered = await this.follow(screen.url, { _csrf: csrf, decision });
    if (answered.url.startsWith(this.baseUrl))
      throw new Error(
        `the consent did not end at the partner: ${answered.response.status} at ${answered.url}`,
      );
    return answered.url;
  }
}
