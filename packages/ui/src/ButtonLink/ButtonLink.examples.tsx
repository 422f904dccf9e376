import { IconChevronRight, IconExternalLink } from '../Icons/icons.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { ButtonLink } from './ButtonLink.tsx';

export default defineExamples({
  component: 'ButtonLink',
  category: 'Actions',
  accessibility:
    "A real link that looks like a button (`<a href>` through the app's link component): Enter follows it and screen readers announce a link, which is what it does. Use `Button` for actions.",
  examples: [
    {
      name: 'Variants',
      Example: () => (
        <Inline space="small">
          <ButtonLink href="/jobs">Browse jobs</ButtonLink>
          <ButtonLink href="/jobs?where=Sydney" variant="ghost">
            Jobs in Sydney
          </ButtonLink>
          <ButtonLink href="/saved" variant="soft" tone="neutral">
            Saved jobs
          </ButtonLink>
          <ButtonLink href="/help" variant="transparent" size="small">
            Help
          </ButtonLink>
        </Inline>
      ),
    },
    {
      name: 'With an icon',
      Example: () => (
        <Inline space="small">
          <ButtonLink
            href="https://example.com/careers/123"
            target="_blank"
            rel="noopener noreferrer"
            tone="brandAccent"
            icon={<IconExternalLink />}
            iconPosition="trailing"
          >
            Apply on company site
          </ButtonLink>
          <ButtonLink
            href="/jobs?page=2"
            variant="ghost"
            icon={<IconChevronRight />}
            iconPosition="trailing"
          >
            More jobs
          </ButtonLink>
        </Inline>
      ),
    },
  ],
});
