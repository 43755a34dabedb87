// A minimal browser for the hosted-UI tests: fetch with a cookie jar per host and redirects followed by hand,
// so every hop (authorize → login → callback) can be inspected.

export class TestBrowser {
  private jar = new Map<string, Map<string, string>>();

  cookies(url: string): Map<string, string> {
    const host = new URL(url).host;
    let cookies = this.jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(host, cookies);
    }
    return cookies;
  }

  private store(url: string, res: Response) {
    const cookies = this.cookies(url);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired =
        attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookies = [...this.cookies(url)].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = new Headers(init.headers);
    if (cookies) headers.set('cookie', cookies);
    if (!headers.has('accept')) headers.set('accept', 'text/html');
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, res);
    return res;
  }

  get(url: string) {
    return this.request(url);
  }

  post(url: string, form: Record<string, string> | URLSearchParams) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  }

  /**
   * Follows redirects from `res` until one leaves `stopPrefix`'s reach (a URL starting with it is returned
   * without being fetched) or a page answers.
   */
  async follow(res: Response, from: string, stopPrefix: string): Promise<{ url: string; res?: Response }> {
    let current = res;
    let url = from;
    for (let hops = 0; hops < 20; hops++) {
      if (current.status < 300 || current.status >= 400) return { url, res: current };
      const location = new URL(current.headers.get('location') ?? '', url).toString();
      if (location.startsWith(stopPrefix)) return { url: location };
      url = location;
      current = await this.get(location);
    }
    throw new Error('too many redirects');
  }
}

/** The value of a hidden form field in an HTML page. */
export function hiddenField(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no field ${name}`);
  return m[1].replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
}
