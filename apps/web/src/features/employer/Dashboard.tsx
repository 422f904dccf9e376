import type { AdStatus } from '@joblane/ads';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Heading } from '@joblane/ui/Heading';
import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import type { ReactNode } from 'react';

import { formatDate } from '../../app/format.ts';
import { CompanyMark } from '../../components/JobCard.tsx';
import * as styles from './employer.css.ts';
import type { AdReview } from './review.ts';

/** One ad as the dashboard lists it (made on the server). */
export interface AdSummary {
  id: string;
  /** Where it stands with the moderators; null when nothing stands in its way. */
  review: AdReview | null;
  title: string;
  status: AdStatus;
  createdAt: string;
  publishedAt: string | null;
  /** When it expires (live) or expired. */
  expiresAt: string | null;
  closedAt: string | null;
  /** Whole days left for a live ad; null otherwise. */
  daysLeft: number | null;
}

export const adEditHref = (id: string) => `/employer/ads/${encodeURIComponent(id)}/edit`;
export const adPreviewHref = (id: string) => `${adEditHref(id)}?step=preview`;
export const adCloseHref = (id: string) => `${adEditHref(id)}?step=close`;
/** The ad's candidates (the candidates pages). */
export const adCandidatesHref = (id: string) => `/employer/ads/${encodeURIComponent(id)}`;

export const statusLabels: Record<AdStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  closed: 'Closed',
  expired: 'Expired',
};

/** An ad's state when the moderators stand in its way (instead of Draft or Live). */
export const reviewLabels: Record<AdReview['state'], string> = {
  'in-review': 'In review',
  refused: 'Not published: needs changes',
  'not-approved': 'Not approved',
};

function daysLeftLabel(days: number): string {
  if (days === 0) return 'Expires today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

export interface DashboardProps {
  organisation: { name: string; slug: string; logoUrl?: string | null };
  ads: readonly AdSummary[];
  now: string;
  /**
   * The slot for an ad's performance (search appearances, views, apply starts, applications):
   * rendered under each published ad when given.
   */
  renderPerformance?: (ad: AdSummary) => ReactNode;
}

function AdItem({
  ad,
  renderPerformance,
}: {
  ad: AdSummary;
  renderPerformance: DashboardProps['renderPerformance'];
}) {
  const titleId = `ad-${ad.id}-title`;
  const hidden = <HiddenVisually> for {ad.title}</HiddenVisually>;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Stack space="small">
        <div className={styles.heading}>
          <Heading level="3" component="h2" id={titleId}>
            {ad.title}
          </Heading>
          {ad.review === null ? (
            <Text weight="strong" tone={ad.status === 'live' ? 'positive' : 'secondary'}>
              {statusLabels[ad.status]}
            </Text>
          ) : (
            <Text weight="strong" tone={ad.review.state === 'in-review' ? 'caution' : 'critical'}>
              {reviewLabels[ad.review.state]}
            </Text>
          )}
        </div>
        <dl className={styles.facts}>
          {ad.publishedAt === null ? (
            <>
              <dt className={styles.factTerm}>Created</dt>
              <dd className={styles.factValue}>{formatDate(ad.createdAt)}</dd>
            </>
          ) : (
            <>
              <dt className={styles.factTerm}>Published</dt>
              <dd className={styles.factValue}>{formatDate(ad.publishedAt)}</dd>
            </>
          )}
          {ad.daysLeft === null ? null : (
            <>
              <dt className={styles.factTerm}>Days left</dt>
              <dd className={styles.factValue}>{daysLeftLabel(ad.daysLeft)}</dd>
            </>
          )}
          {ad.status === 'closed' && ad.closedAt !== null ? (
            <>
              <dt className={styles.factTerm}>Closed</dt>
              <dd className={styles.factValue}>{formatDate(ad.closedAt)}</dd>
            </>
          ) : null}
          {ad.status === 'expired' && ad.expiresAt !== null ? (
            <>
              <dt className={styles.factTerm}>Expired</dt>
              <dd className={styles.factValue}>{formatDate(ad.expiresAt)}</dd>
            </>
          ) : null}
        </dl>
        {ad.publishedAt === null || renderPerformance === undefined ? null : renderPerformance(ad)}
        <ul className={styles.row} aria-label={`Actions for ${ad.title}`}>
          {ad.status === 'draft' || ad.status === 'live' ? (
            <li>
              <TextLink href={adEditHref(ad.id)}>Edit{hidden}</TextLink>
            </li>
          ) : null}
          <li>
            <TextLink href={adPreviewHref(ad.id)}>Preview{hidden}</TextLink>
          </li>
          {ad.status === 'draft' ? null : (
            <li>
              <TextLink href={adCandidatesHref(ad.id)}>Candidates{hidden}</TextLink>
            </li>
          )}
          {ad.status === 'live' ? (
            <>
              <li>
                <TextLink href={`/job/${encodeURIComponent(ad.id)}`}>
                  Live job page{hidden}
                </TextLink>
              </li>
              <li>
                <TextLink href={adCloseHref(ad.id)}>Close{hidden}</TextLink>
              </li>
            </>
          ) : null}
        </ul>
      </Stack>
    </article>
  );
}

/** `/employer`: the organisation's ads, newest first, with what each needs next. */
export function Dashboard({ organisation, ads, renderPerformance }: DashboardProps) {
  return (
    <Stack space="xlarge">
      <div className={styles.heading}>
        <div className={styles.organisation}>
          <CompanyMark name={organisation.name} size="large" logoUrl={organisation.logoUrl} />
          <Stack space="xsmall">
            <Text tone="secondary">
              <TextLink href={`/company/${organisation.slug}`}>{organisation.name}</TextLink>
              {organisation.logoUrl ? null : (
                <>
                  {' · '}
                  <TextLink href="/employer/team">Add your logo</TextLink>
                </>
              )}
            </Text>
            <Heading level="2" component="h1">
              Your ads
            </Heading>
          </Stack>
        </div>
        <ButtonLink href="/employer/ads/new" tone="brandAccent">
          Post an ad
        </ButtonLink>
      </div>
      {ads.length === 0 ? (
        <Text>
          You have no ads yet. <TextLink href="/employer/ads/new">Post your first ad</TextLink>: it
          is in search within a second of publishing.
        </Text>
      ) : (
        <ul className={styles.list}>
          {ads.map((ad) => (
            <li key={ad.id}>
              <AdItem ad={ad} renderPerformance={renderPerformance} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
