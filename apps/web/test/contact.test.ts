// The contact form: checked, throttled, and delivered to the support mailbox through the queue.

import { listOutbox, outboxTransport, readOutboxMessage, sendQueuedMail } from '@joblane/mail';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';

import { CONTACT_LIMIT, contactMessages } from '../src/features/contact/routes.ts';
import { Browser } from './injectBrowser.ts';
import { documentProblems, testApp } from './helpers.ts';
import { openTestSite, signUpAs, type TestSite } from './testSite.ts';

const SUPPORT = 'help@joblane.example';

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function start() {
  site = await openTestSite({ outbox: true, config: { supportEmail: SUPPORT } });
  return site.app;
}

/** Sends what is queued into the outbox and returns what reached `to`, newest first. */
async function mailTo(to: string) {
  await sendQueuedMail({
    database: site!.stores.database,
    transport: outboxTransport(site!.outboxDir!),
    publicOrigin: 'http://localhost:3000',
  });
  const entries = (await listOutbox(site!.outboxDir!)).filter((message) => message.to === to);
  return Promise.all(
    entries.map(async (entry) => (await readOutboxMessage(site!.outboxDir!, entry.id))!),
  );
}

/** What the page shows as text. */
const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll(/\s+/g, ' ');

const goodMessage = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  topic: 'applying',
  message: 'My application has said Viewed for a week.\r\nWhat happens next?',
};

describe('the contact form', () => {
  it('names every problem at once in page order, keeps what was typed, and sends nothing', async () => {
    const app = await start();
    const page = await app.inject('/contact');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Contact us<\/h1>/);
    expect(page.body).toMatch(/<form[^>]*action="\/contact"/);
    for (const label of ['Your name', 'Your email address', 'What is it about?', 'Your message']) {
      expect(text(page.body)).toContain(label);
    }
    expect(page.body).toContain(`href="mailto:${SUPPORT}"`);
    expect(await documentProblems(page.body)).toEqual([]);

    const browser = new Browser(app);
    const empty = await browser.post('/contact', {});
    expect(empty.statusCode).toBe(400);
    const shown = text(empty.body);
    const order = [contactMessages.email, contactMessages.topic, contactMessages.messageEmpty];
    const positions = order.map((message) => shown.indexOf(message));
    for (const position of positions) expect(position).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const wrong = await browser.post('/contact', {
      ...goodMessage,
      name: 'x'.repeat(101),
      email: 'ana at example',
      topic: 'lottery',
      message: 'y'.repeat(3001),
    });
    expect(wrong.statusCode).toBe(400);
    for (const message of [
      contactMessages.name,
      contactMessages.email,
      contactMessages.topic,
      contactMessages.messageLong,
    ]) {
      expect(text(wrong.body)).toContain(message);
    }
    expect(wrong.body).toContain('value="ana at example"');
    // With JavaScript the same answer is JSON for the form.
    const json = await browser.post(
      '/contact',
      { ...goodMessage, email: '' },
      {
        accept: 'application/json',
      },
    );
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      form: { values: { ...goodMessage, email: '' }, errors: { email: contactMessages.email } },
    });
    expect(await mailTo(SUPPORT)).toEqual([]);
  });

  it('delivers a message to the support mailbox, answered by Reply-To, and shows it was sent', async () => {
    const app = await start();
    const browser = new Browser(app);
    const sent = await browser.post('/contact', goodMessage);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/contact/sent');
    const confirmation = await browser.get('/contact/sent');
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toMatch(/<h1[^>]*>Message sent<\/h1>/);
    expect(confirmation.body).toContain('<title>Message sent · Joblane</title>');

    const [mail] = await mailTo(SUPPORT);
    expect(mail!.subject).toBe('Contact: Applying for a job, or my applications, from Ana Ruiz');
    expect(mail!.eml).toMatch(/^Reply-To: ana@example\.com$/m);
    expect(mail!.text).toContain('From Ana Ruiz <ana@example.com>, not signed in.');
    expect(mail!.text).toContain('My application has said Viewed for a week.');
    // The outbox page lists it (mail is not sent over SMTP here).
    expect(text((await app.inject('/dev/mail')).body)).toContain('Contact: Applying for a job');

    // A script's submit is told where to go.
    const json = await browser.post('/contact', goodMessage, { accept: 'application/json' });
    expect(json.json()).toEqual({ redirect: '/contact/sent' });
  });

  it(`takes ${CONTACT_LIMIT} messages an hour from one address, then says how long to wait (429)`, async () => {
    const app = await start();
    const browser = new Browser(app);
    for (let i = 0; i < CONTACT_LIMIT; i += 1) {
      expect((await browser.post('/contact', goodMessage)).statusCode).toBe(303);
    }
    const refused = await browser.post('/contact', goodMessage);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(text(refused.body)).toContain(
      `You have sent ${CONTACT_LIMIT} messages in the last hour. Try again in 60 minutes, or write to ${SUPPORT}.`,
    );
    expect(refused.body).toContain('value="Ana Ruiz"');
    expect(await mailTo(SUPPORT)).toHaveLength(CONTACT_LIMIT);
  });

  it('fills in a signed-in person and names their account in the message', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'sam@example.com', { name: 'Sam Seeker' });
    const page = await browser.get('/contact');
    expect(page.body).toContain('value="Sam Seeker"');
    expect(page.body).toContain('value="sam@example.com"');
    await browser.post('/contact', { ...goodMessage, email: 'sam.work@example.com' });
    const [mail] = await mailTo(SUPPORT);
    expect(mail!.text).toContain('signed in as sam@example.com.');
  });

  it('is only an address to write to on a site that sends no mail, whose POST is 404', async () => {
    const bare = await testApp({ config: { supportEmail: SUPPORT } });
    onTestFinished(() => bare.app.close());
    const page = await bare.app.inject('/contact');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<form method="post"');
    expect(text(page.body)).toContain(`Write to us: ${SUPPORT}`);
    const post = await new Browser(bare.app).post('/contact', goodMessage);
    expect(post.statusCode).toBe(404);
  });
});
