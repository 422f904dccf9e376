import type { Viewer } from './context.ts';

export interface HeaderLink {
  href: string;
  label: string;
}

/** The site's own destinations: searching, and the employers' side (theirs, once signed in). */
export function siteLinks(viewer: Viewer | null): HeaderLink[] {
  return [
    { href: '/jobs', label: 'Search jobs' },
    viewer?.role === 'employer'
      ? { href: '/employer', label: 'Employer dashboard' }
      : { href: '/employers', label: 'For employers' },
  ];
}

/**
 * The viewer's own destinations: signing in or up, or a seeker's jobs for them, saved jobs,
 * saved searches, applications and profile. The account page and signing out follow them wherever they are shown.
 */
export function accountLinks(viewer: Viewer | null): HeaderLink[] {
  if (viewer === null) {
    return [
      { href: '/signin', label: 'Sign in' },
      { href: '/signup', label: 'Sign up' },
    ];
  }
  if (viewer.role === 'employer') return [];
  return [
    { href: '/jobs/for-you', label: 'Jobs for you' },
    { href: '/saved', label: 'Saved jobs' },
    { href: '/saved-searches', label: 'Saved searches' },
    { href: '/applications', label: 'Your applications' },
    { href: '/profile', label: 'Your profile' },
  ];
}
