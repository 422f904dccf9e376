import type { LightMyRequestResponse } from 'fastify';

import type { TestApp } from './helpers.ts';

/** A form's fields; a list is sent as the same name repeated (checkboxes, a multi-select). */
export type Form = Record<string, string | readonly string[]>;

/** One part of a multipart form: a field's text, or a file. */
export type Part = string | { filename: string; type?: string; content: Buffer };

/** A form encoded as `application/x-www-form-urlencoded`, names repeated for lists. */
export function urlEncoded(form: Form): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    for (const each of typeof value === 'string' ? [value] : value) body.append(name, each);
  }
  return body.toString();
}

/** A multipart/form-data body as a browser sends it, with its content type. */
export function multipart(parts: Record<string, Part>) {
  const boundary = `----joblane${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
    if (typeof part === 'string') {
      chunks.push(Buffer.from(`${head}\r\n\r\n${part}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `${head}; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A browser's cookie jar over `app.inject`: it keeps the cookies the server sets (and forgets
 * the ones it clears) and posts forms as a same-origin page does (`Sec-Fetch-Site:
 * same-origin`). A header given as '' is left out: a browser that sends no Sec-Fetch-Site.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: TestApp['app']) {}

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private async send(
    method: 'GET' | 'HEAD' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: string | Buffer,
  ) {
    const response = await this.app.inject({
      method,
      url,
      headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
      cookies: Object.fromEntries(this.cookies),
      ...(payload === undefined ? {} : { payload }),
    });
    return this.remember(response);
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.send('GET', url, headers);
  }

  head(url: string) {
    return this.send('HEAD', url, {});
  }

  /** Posts a form (urlencoded). */
  post(url: string, form: Form = {}, headers: Record<string, string> = {}) {
    return this.send(
      'POST',
      url,
      {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      urlEncoded(form),
    );
  }

  /** Posts a multipart form (a file upload). */
  postMultipart(url: string, parts: Record<string, Part>) {
    const { body, type } = multipart(parts);
    return this.postBody(url, body, type);
  }

  /** Posts a body already encoded, with its content type. */
  postBody(url: string, payload: string | Buffer, contentType: string) {
    return this.send(
      'POST',
      url,
      { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
      payload,
    );
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  /** The `Cookie` header this browser would send (for a request made outside it). */
  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
