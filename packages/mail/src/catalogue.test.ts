import { decodeHTML } from 'entities';
import * as fc from 'fast-check';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

import {
  canonicalLink,
  checkMailMessage,
  MailMessageError,
  parsePublicOrigin,
  renderMail,
  type AnyMailMessage,
} from './index.ts';
import { layout } from './render/layout.ts';

const publicOrigin = 'https://joblane.example';
const token = 'tok_0123456789abcdefXYZ';

/** Every `href` in the HTML, decoded as a browser reads the attribute. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/gu)].map((match) => decodeHTML(match[1] ?? ''));
/** Text with every run of whitespace (line wrapping, indentation) as one space. */
const flat = (text: string) => text.replace(/\s+/gu, ' ');
/** Every absolute URL in the plain text. */
const textUrls = (text: string) => [...text.matchAll(/https?:\/\/\S+/gu)].map((match) => match[0]);

const samples: AnyMailMessage[] = [
  { kind: 'verify-email', to: 'ana@example.com', data: { name: 'Ana', token } },
  {
    kind: 'verify-email',
    to: 'ana.new@example.com',
    data: { token, reason: 'changed-email' },
  },
  { kind: 'reset-password', to: 'ana@example.com', data: { token, validForMinutes: 30 } },
  {
    kind: 'organisation-invitation',
    to: 'ben@example.com',
    data: {
      inviterName: 'Ana Ruiz',
      organisationName: 'Acme Health',
      token,
      validForMinutes: 7 * 24 * 60,
    },
  },
  { kind: 'email-changed', to: 'ana@example.com', data: { newEmail: 'ana.new@example.com' } },
  {
    kind: 'job-alert',
    to: 'ana@example.com',
    data: {
      searchName: 'Nurse jobs in Sydney NSW',
      frequency: 'daily',
      jobs: [
        {
          id: 'job-1',
          title: 'Registered <Nurse>',
          employer: 'Harbour & Co',
          place: 'Chatswood NSW',
          pay: '$90,000 – $110,000 per year',
        },
        { id: 'job-2', title: 'Aged Care Nurse', employer: 'Acme Health', place: 'Sydney NSW' },
      ],
      total: 57,
      resultsQuery: 'keywords=nurse&where=Sydney+NSW&daterange=1&sortmode=date',
      unsubscribeToken: token,
    },
  },
  {
    kind: 'application-status',
    to: 'ana@example.com',
    data: {
      name: 'Ana',
      jobTitle: 'Registered Nurse',
      companyName: 'Acme <Health>',
      status: 'shortlisted',
    },
  },
  {
    kind: 'domain-verification',
    to: 'hr@acme.com.au',
    data: {
      organisationName: 'Acme <Health>',
      domain: 'acme.com.au',
      token,
      validForMinutes: 24 * 60,
    },
  },
  {
    kind: 'ad-still-open',
    to: 'employer@example.com',
    data: { name: 'Bo', adTitle: 'Warehouse <Picker>', quietDays: 21, token },
  },
  {
    kind: 'candidates-waiting',
    to: 'employer@example.com',
    data: {
      organisationName: 'Acme <Health>',
      total: 2,
      applications: [
        {
          adId: 'ad-abc',
          applicationId: 'app-1',
          adTitle: 'Warehouse <Picker>',
          candidateName: 'Ana <Ruiz>',
          statusLabel: 'Submitted',
          days: 30,
        },
        {
          adId: 'ad-abc',
          applicationId: 'app-2',
          adTitle: 'Warehouse <Picker>',
          candidateName: 'Ben',
          statusLabel: 'Interviewing',
          days: 31,
        },
      ],
    },
  },
  {
    kind: 'ad-review',
    to: 'employer@example.com',
    data: {
      name: 'Bo',
      adTitle: 'Warehouse <Picker>',
      outcome: 'rejected',
      reason: 'Asks applicants to pay for a "starter kit".',
    },
  },
  {
    kind: 'security-notice',
    to: 'ana@example.com',
    data: { name: 'Ana', event: 'new-device', detail: 'Chrome <on> macOS', token },
  },
  {
    kind: 'contact-message',
    to: 'support@joblane.example',
    data: {
      name: 'Ana <Ruiz>',
      replyTo: 'ana@example.com',
      topic: 'Applying for a job',
      message: 'My application shows <b>Viewed</b>.\n\nWhat happens next?',
    },
  },
];

// Email needs inline styles (clients drop stylesheets), and wraps the message in
// `<div role="article">` because several clients strip or rename `<article>`.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'prefer-native-element': ['error', { exclude: ['article'] }],
    // The title is the subject, as long as the message needs (a search-result rule).
    'long-title': 'off',
  },
});

describe('renderMail', () => {
  it('writes valid HTML documents for every kind, hostile names included', async () => {
    const hostile = '<img src=x onerror=alert(1)> "Eve" & \'co\'';
    const messages: AnyMailMessage[] = [
      ...samples,
      {
        kind: 'organisation-invitation',
        to: 'ben@example.com',
        data: { inviterName: hostile, organisationName: hostile, token, validForMinutes: 60 },
      },
    ];
    for (const message of messages) {
      const { html } = renderMail(message, { publicOrigin });
      const report = await validator.validateString(html);
      const problems = report.results.flatMap((result) =>
        result.messages.map((problem) => `${problem.ruleId}: ${problem.message}`),
      );
      expect(problems, message.kind).toEqual([]);
    }
  });

  it('lays out a list of links (alert digests) in both alternatives', async () => {
    const rendered = layout(
      {
        subject: '2 new jobs for "nurse"',
        preview: 'Registered nurse and more',
        heading: 'New jobs for "nurse"',
        blocks: [
          {
            type: 'list',
            items: [
              {
                title: 'Registered <nurse>',
                url: 'https://joblane.example/job/1',
                detail: 'Sydney NSW',
              },
              { title: 'Aged care nurse', url: 'https://joblane.example/job/2' },
            ],
          },
        ],
      },
      'https://joblane.example/',
    );
    expect(rendered.text).toContain(
      '* Registered <nurse>\nhttps://joblane.example/job/1\nSydney NSW\n\n* Aged care nurse\nhttps://joblane.example/job/2\n',
    );
    expect(hrefs(rendered.html)).toEqual([
      'https://joblane.example/',
      'https://joblane.example/job/1',
      'https://joblane.example/job/2',
      'https://joblane.example/',
    ]);
    expect(rendered.html).toContain('>Registered &lt;nurse&gt;</a>');
    const report = await validator.validateString(rendered.html);
    expect(report.valid).toBe(true);
  });

  it('writes the verification mail with its subject, both alternatives and the link', () => {
    const mail = renderMail(samples[0]!, { publicOrigin });
    expect(mail.subject).toBe('Confirm your email address for Joblane');
    expect(mail.to).toBe('ana@example.com');
    const link = `${publicOrigin}/verify-email?token=${token}`;
    expect(mail.text).toContain('Hello Ana,');
    expect(flat(mail.text)).toContain('Confirm that ana@example.com is your email address');
    // A link has a line of its own in the text, so mail clients can find it.
    expect(mail.text).toContain(`Confirm email address:\n${link}\n`);
    expect(flat(mail.text)).toContain('expires in 1 hour');
    expect(mail.html).toContain('<strong>ana@example.com</strong>');
    expect(hrefs(mail.html)).toContain(link);
    // The brand: the wordmark on the ink-indigo band, the call to action in vermilion.
    expect(mail.html).toMatch(
      /background:#1e1a4d[^>]*>\s*<a\s+href="https:\/\/joblane.example\/"[^>]*>Joblane<\/a/u,
    );
    expect(mail.html).toMatch(
      /background:#cc4210;color:#ffffff[^>]*>\s*Confirm email address\s*</u,
    );
    expect(mail.html).not.toContain('<table');
    expect(mail.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });

  it('says what each message is about, in the subject, the text and the HTML', () => {
    const [, changed, reset, invitation, emailChanged, , status, domain] = samples.map((message) =>
      renderMail(message, { publicOrigin }),
    );
    expect(flat(changed!.text)).toContain(
      'You asked to use ana.new@example.com for your Joblane account',
    );
    expect(reset!.subject).toBe('Reset your Joblane password');
    expect(flat(reset!.text)).toContain(`${publicOrigin}/reset-password?token=${token}`);
    expect(flat(reset!.text)).toContain('expires in 30 minutes');
    expect(invitation!.subject).toBe('Ana Ruiz invited you to join Acme Health on Joblane');
    expect(flat(invitation!.text)).toContain(`${publicOrigin}/employer/team/join?token=${token}`);
    expect(flat(invitation!.text)).toContain('expires in 7 days');
    expect(invitation!.html).toContain('<strong>Acme Health</strong>');
    expect(emailChanged!.subject).toBe('Your Joblane email address was changed');
    expect(flat(emailChanged!.text)).toContain('now uses ana.new@example.com');
    expect(flat(emailChanged!.text)).toContain(`${publicOrigin}/account`);
    expect(status!.subject).toBe('Your application for Registered Nurse: Shortlisted');
    expect(flat(status!.text)).toContain(
      'Your application for Registered Nurse at Acme <Health> is now Shortlisted.',
    );
    expect(status!.html).toContain('<strong>Acme &lt;Health&gt;</strong>');
    expect(flat(status!.text)).toContain(`${publicOrigin}/applications`);
    expect(domain!.subject).toBe('Verify Acme <Health> as a Joblane employer');
    expect(flat(domain!.text)).toContain(
      'Someone at Acme <Health> asked Joblane to verify that the organisation controls acme.com.au, using this address (hr@acme.com.au).',
    );
    expect(flat(domain!.text)).toContain(`${publicOrigin}/employer/verify/confirm?token=${token}`);
    expect(flat(domain!.text)).toContain('expires in 1 day');
    expect(domain!.html).toContain('<strong>Acme &lt;Health&gt;</strong>');
    expect(domain!.html).toContain(`href="${publicOrigin}/employer/verify/confirm?token=${token}"`);
  });

  it("writes a contact message to support: the visitor's words line by line, escaped, answered by Reply-To", () => {
    const mail = renderMail(samples.at(-1)!, { publicOrigin });
    expect(mail.to).toBe('support@joblane.example');
    expect(mail.subject).toBe('Contact: Applying for a job, from Ana <Ruiz>');
    expect(mail.headers).toEqual({
      'Auto-Submitted': 'auto-generated',
      'Reply-To': 'ana@example.com',
    });
    expect(flat(mail.text)).toContain('From Ana <Ruiz> <ana@example.com>, not signed in.');
    expect(flat(mail.text)).toContain('My application shows <b>Viewed</b>. What happens next?');
    expect(mail.html).toContain('My application shows &lt;b&gt;Viewed&lt;/b&gt;.');
    expect(mail.html).not.toContain('<b>');
    const signedIn = renderMail(
      {
        kind: 'contact-message',
        to: 'support@joblane.example',
        data: {
          replyTo: 'ana@example.com',
          topic: 'Privacy or my data',
          message: 'Please delete my résumé.',
          account: 'ana.old@example.com',
        },
      },
      { publicOrigin },
    );
    expect(flat(signedIn.text)).toContain(
      'From ana@example.com, signed in as ana.old@example.com.',
    );
    expect(() =>
      renderMail(
        {
          kind: 'contact-message',
          to: 'support@joblane.example',
          data: { replyTo: 'not an address', topic: 'Other', message: ' ' },
        },
        { publicOrigin },
      ),
    ).toThrow(/data\.replyTo[\s\S]*data\.message/);
  });

  it('writes a job alert: up to 20 jobs with employer, place and pay, see all, manage and one-click unsubscribe', async () => {
    const mail = renderMail(samples[5]!, { publicOrigin });
    expect(mail.subject).toBe('57 new jobs for Nurse jobs in Sydney NSW');
    const text = flat(mail.text);
    expect(text).toContain('The newest 2 of the 57 jobs listed since your last alert');
    expect(mail.text).toContain(
      `* Registered <Nurse>\n${publicOrigin}/job/job-1\nHarbour & Co · Chatswood NSW · $90,000 – $110,000 per year`,
    );
    // Hidden pay is left out, not shown as nothing.
    expect(mail.text).toContain(
      `* Aged Care Nurse\n${publicOrigin}/job/job-2\nAcme Health · Sydney NSW\n`,
    );
    const all = `${publicOrigin}/jobs?keywords=nurse&where=Sydney+NSW&daterange=1&sortmode=date`;
    expect(mail.text).toContain(`See all 57 new jobs:\n${all}`);
    expect(text).toContain(`your saved searches: ${publicOrigin}/saved-searches`);
    const unsubscribe = `${publicOrigin}/alerts/unsubscribe?token=${token}`;
    expect(text).toContain(`Unsubscribe from this alert: ${unsubscribe} (no need to sign in).`);
    expect(hrefs(mail.html)).toEqual([
      `${publicOrigin}/`,
      `${publicOrigin}/job/job-1`,
      `${publicOrigin}/job/job-2`,
      all,
      all,
      `${publicOrigin}/saved-searches`,
      unsubscribe,
      `${publicOrigin}/`,
    ]);
    expect(mail.html).toContain('>Registered &lt;Nurse&gt;</a>');
    expect(mail.headers).toEqual({
      'Auto-Submitted': 'auto-generated',
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const one = renderMail(
      {
        kind: 'job-alert',
        to: 'ana@example.com',
        data: {
          searchName: 'Welder',
          frequency: 'weekly',
          jobs: [{ id: 'j', title: 'Welder', employer: 'Forge', place: 'Geelong VIC' }],
          total: 1,
          resultsQuery: 'keywords=welder&daterange=7&sortmode=date',
          unsubscribeToken: token,
        },
      },
      { publicOrigin },
    );
    expect(one.subject).toBe('1 new job for Welder');
    expect(flat(one.text)).toContain('Listed since your last alert for Welder:');
    expect(flat(one.text)).toContain('You get this weekly email');
  });

  it('refuses a job alert with no jobs, more than 20, a total below them, or a bad job id', () => {
    const job = { id: 'j', title: 'Welder', employer: 'Forge', place: 'Geelong VIC' };
    const alert = (changes: object) => ({
      kind: 'job-alert' as const,
      to: 'ana@example.com',
      data: {
        searchName: 'Welder',
        frequency: 'daily' as const,
        jobs: [job],
        total: 1,
        resultsQuery: 'keywords=welder',
        unsubscribeToken: token,
        ...changes,
      },
    });
    expect(() => checkMailMessage(alert({}))).not.toThrow();
    expect(() => checkMailMessage(alert({ jobs: [], total: 1 }))).toThrow(/data\.jobs/);
    expect(() =>
      checkMailMessage(alert({ jobs: Array.from({ length: 21 }, () => job), total: 30 })),
    ).toThrow(/data\.jobs/);
    expect(() => checkMailMessage(alert({ jobs: [job, job], total: 1 }))).toThrow(
      /data\.total: total must be at least/,
    );
    expect(() => checkMailMessage(alert({ jobs: [{ ...job, id: '../x' }] }))).toThrow(
      /data\.jobs\.0\.id/,
    );
  });

  it('links only to absolute pages of the public origin, never with the v parameter', () => {
    for (const message of samples) {
      const mail = renderMail(message, { publicOrigin: 'http://localhost:3000' });
      const links = [...hrefs(mail.html), ...textUrls(mail.text)];
      expect(links.length).toBeGreaterThan(2);
      for (const link of links) {
        const url = new URL(link);
        expect(url.origin).toBe('http://localhost:3000');
        expect(url.searchParams.has('v')).toBe(false);
      }
      // The text links are the HTML links: the two alternatives agree.
      expect(new Set(textUrls(mail.text))).toEqual(new Set(hrefs(mail.html)));
    }
  });

  it('escapes hostile names everywhere in the HTML and keeps subjects on one line', () => {
    const mail = renderMail(
      {
        kind: 'organisation-invitation',
        to: 'ben@example.com',
        data: {
          inviterName: '<img src=x onerror=alert(1)> "Eve" & \'co\'',
          organisationName: 'Acme\r\nBcc: victim@example.com',
          token,
          validForMinutes: 60,
        },
      },
      { publicOrigin },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      '<strong>&lt;img src=x onerror=alert(1)&gt; &quot;Eve&quot; &amp; &apos;co&apos;</strong>',
    );
    expect(mail.subject).toBe(
      '<img src=x onerror=alert(1)> "Eve" & \'co\' invited you to join Acme Bcc: victim@example.com on Joblane',
    );
    expect(flat(mail.text)).toContain('<img src=x onerror=alert(1)> "Eve" & \'co\' invited you');
  });

  it('never lets any name become markup (property)', () => {
    const baseline = renderMail(samples[3]!, { publicOrigin }).html;
    const count = (html: string, char: string) => html.split(char).length - 1;
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((name) => name.trim() !== ''),
        fc.string({ minLength: 1, maxLength: 80 }).filter((name) => name.trim() !== ''),
        (inviterName, organisationName) => {
          const { html } = renderMail(
            {
              kind: 'organisation-invitation',
              to: 'ben@example.com',
              data: { inviterName, organisationName, token, validForMinutes: 60 },
            },
            { publicOrigin },
          );
          // Names add no tag, no attribute quote: the markup is the template's alone.
          expect(count(html, '<')).toBe(count(baseline, '<'));
          expect(count(html, '"')).toBe(count(baseline, '"'));
          const strongs = [...html.matchAll(/<strong>([^<]*)<\/strong>/gu)].map((match) =>
            decodeHTML(match[1] ?? ''),
          );
          const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();
          expect(strongs).toEqual([oneLine(inviterName), oneLine(organisationName)]);
        },
      ),
    );
  });

  it('refuses a message that does not fit its kind, naming each problem', () => {
    expect(() =>
      renderMail(
        // @ts-expect-error -- the token is missing and the name is not a string
        { kind: 'verify-email', to: 'not-an-address', data: { name: 3 } },
        { publicOrigin },
      ),
    ).toThrow(
      /The verify-email message is not valid: "to" is not an email address; data\.name: .*; data\.token: /u,
    );
    expect(() => checkMailMessage({ kind: 'welcome-pack', to: 'a@example.com', data: {} })).toThrow(
      new MailMessageError(
        'Unknown mail kind "welcome-pack"; the catalogue has verify-email, reset-password, organisation-invitation, email-changed, job-alert, application-status, domain-verification, ad-review, contact-message, ad-still-open, candidates-waiting, security-notice.',
      ),
    );
    expect(() =>
      checkMailMessage({
        kind: 'reset-password',
        to: 'a@example.com',
        data: { token: 'short' },
      }),
    ).toThrow('data.token: must be 16 to 512 URL-safe characters');
  });

  it('takes extra headers (one-click unsubscribe) and refuses ones that could inject or override', () => {
    const mail = renderMail(
      {
        ...samples[0]!,
        headers: {
          'List-Unsubscribe': '<https://joblane.example/alerts/unsubscribe?token=abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      } as AnyMailMessage,
      { publicOrigin },
    );
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const withHeaders = (headers: Record<string, string>) => () =>
      checkMailMessage({ ...samples[0]!, headers });
    expect(withHeaders({ 'X-Note': 'a\r\nBcc: x@example.com' })).toThrow(
      'header "X-Note" must be one line without control characters',
    );
    expect(withHeaders({ Subject: 'other' })).toThrow(
      'header "Subject" is written by the mailer and cannot be set',
    );
    expect(withHeaders({ 'Bad Name:': 'x' })).toThrow(
      'header name "Bad Name:" is not a valid header name',
    );
  });
});

describe('links', () => {
  it('accepts only a bare http(s) origin as the public origin', () => {
    expect(parsePublicOrigin('https://joblane.example')).toBe('https://joblane.example');
    expect(parsePublicOrigin('http://localhost:3000/')).toBe('http://localhost:3000');
    for (const bad of [
      'joblane.example',
      'ftp://joblane.example',
      'https://joblane.example/jobs',
      'https://u:p@joblane.example',
      'https://joblane.example/?v=2',
    ]) {
      expect(() => parsePublicOrigin(bad), bad).toThrow(
        /publicOrigin must be an http\(s\) origin/u,
      );
    }
  });

  it('builds absolute links on the origin whatever the parameter values, and drops v (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string(), { maxKeys: 4 }), (params) => {
        const link = canonicalLink('https://joblane.example', '/verify-email', params);
        const url = new URL(link);
        expect(url.origin).toBe('https://joblane.example');
        expect(url.pathname).toBe('/verify-email');
        expect(url.searchParams.has('v')).toBe(false);
        for (const [name, value] of Object.entries(params)) {
          if (name !== 'v') expect(url.searchParams.get(name)).toBe(value);
        }
      }),
    );
    expect(canonicalLink('https://joblane.example', '/jobs?v=3&q=nurse')).toBe(
      'https://joblane.example/jobs?q=nurse',
    );
    expect(() => canonicalLink('https://joblane.example', '//evil.example/x')).toThrow(
      'A mail link path must start with one "/"',
    );
  });
});
