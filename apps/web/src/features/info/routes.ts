import type { FastifyRequest } from 'fastify';

import AboutPage from './about.page.tsx';
import HelpPage, { type ContentPageData } from './help.page.tsx';
import PrivacyPage from './privacy.page.tsx';
import TermsPage from './terms.page.tsx';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring } from '../../routing/schemas.ts';
import type { PageComponent } from '../../app/context.ts';

const contentPageData = (request: FastifyRequest): ContentPageData => ({
  supportEmail: request.server.supportEmail,
});

/** A content page: its own module (`<id>.page.tsx`), the support address as its data. */
const contentPage = (
  id: 'help' | 'about' | 'terms' | 'privacy',
  page: PageComponent<ContentPageData>,
  title: string,
  description: string,
) =>
  definePageRoute({
    id,
    path: `/${id}`,
    schema: { querystring: emptyQuerystring },
    load: contentPageData,
    head: () => ({ title: `${title} · Joblane`, description }),
    page,
  });

/** The paths of the content pages, for the sitemap. */
export const contentPagePaths = ['/help', '/about', '/terms', '/privacy', '/contact'] as const;

/** Help, About, Terms and Privacy. */
export const infoRoutes: readonly PageRoute[] = [
  contentPage(
    'help',
    HelpPage,
    'Help',
    'How to search, apply and follow your applications on Joblane, what each status and the 48-hour rule mean, how to spot a scam, and how to contact us.',
  ),
  contentPage(
    'about',
    AboutPage,
    'About Joblane',
    'Joblane is a job marketplace for Australia and New Zealand that screens every ad, verifies employers and shows how they answer applicants.',
  ),
  contentPage(
    'terms',
    TermsPage,
    'Terms of use',
    'The rules for using Joblane to look for work and to advertise jobs, and how we check ads.',
  ),
  contentPage(
    'privacy',
    PrivacyPage,
    'Privacy',
    'What Joblane stores about you, who sees your applications, the cookies we use, how long we keep data, and how to download or delete it.',
  ),
];
