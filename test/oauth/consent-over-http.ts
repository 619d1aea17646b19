import { csrfTokenOf } from '../browser/browser.ts';

/**
 * The admin's browser, played over plain HTTP: a cookie jar that follows each redirect by hand,
 * so a test runs a real consent (sign-in, consent screen, its CSRF token, approve) without
 * Chromium. Cookies are kept by name whatever their path: the server ignores the extra ones.
 */
export class AdminBrowser {
  private readonly jar = new Map<string, string>();
  /** The last consent screen shown, as HTML. */
  lastConsentPage = '';

  constructor(
    private readonly baseUrl: string,
    private readonly admin: { email: string; password: string },
  ) {}

  private cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: Response): void {
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(set) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /** One request, with the jar's cookies; the answer's cookies go into the jar. */
  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(new URL(url, this.baseUrl), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        cookie: this.cookie(),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
    });
    this.keep(response);
    return response;
  }

  /** Follows redirects until a page answers or a URL starting with `stopAt` is reached. */
  async follow(url: string, stopAt: string): Promise<{ url: string; response?: Response }> {
    let at = new URL(url, this.baseUrl).toString();
    for (let hop = 0; hop < 10; hop++) {
      if (at.startsWith(stopAt)) return { url: at };
      const response = await this.request(at);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: at, response };
      at = new URL(location, at).toString();
    }
    throw new Error(`too many redirects from ${url}`);
  }

  async signIn(): Promise<void> {
    const form = await this.request('/console/sign-in');
    const signedIn = await this.request('/console/sign-in', {
      form: { _csrf: csrfTokenOf(await form.text()), ...this.admin },
    });
    if (signedIn.status !== 303 && signedIn.status !== 302)
      throw new Error(`sign-in answered ${signedIn.status}`);
  }

  /**
   * Goes to the authorization URL, approves on the consent screen (signing in first if asked) and
   * returns the partner's callback URL the server redirected to, with its code and state.
   */
  async approve(authorizationUrl: URL, callbackPrefix: string): Promise<string> {
    let landed = await this.follow(authorizationUrl.toString(), callbackPrefix);
    if (landed.url.includes('/console/sign-in')) {
      await this.signIn();
      landed = await this.follow(authorizationUrl.toString(), callbackPrefix);
    }
    const page = await landed.response?.text();
    if (!page || !landed.url.includes('/console/oauth/consent/'))
      throw new Error(`no consent screen at ${landed.url}: ${page?.slice(0, 500)}`);
    this.lastConsentPage = page;
    const decided = await this.request(landed.url, {
      form: { _csrf: csrfTokenOf(page), decision: 'approve' },
    });
    const location = decided.headers.get('location');
    if (!location) throw new Error(`the consent answered ${decided.status} without a redirect`);
    const back = await this.follow(new URL(location, landed.url).toString(), callbackPrefix);
    if (!back.url.startsWith(callbackPrefix)) throw new Error(`the consent ended at ${back.url}`);
    return back.url;
  }

  /** Disconnects the app of a grant on the console's Connected apps page, with its CSRF token. */
  async disconnect(grantId: string): Promise<void> {
    const page = await (await this.request('/console/connected-apps')).text();
    const done = await this.request(`/console/connected-apps/${grantId}/revoke`, {
      form: { _csrf: csrfTokenOf(page) },
    });
    if (done.status !== 303 && done.status !== 302)
      throw new Error(`the disconnection answered ${done.status}`);
  }
}
