// The page the consumer project renders on its server and hydrates in the browser, written the
// way an app outside the workspace uses the packages: entry points by name, no JSX build step.
import { parseJobSearchQuery } from '@joblane/jobs/query';
import { CurrentLocationProvider, createLinkComponent } from '@joblane/router-links';
import { Box } from '@joblane/ui/Box';
import { Button } from '@joblane/ui/Button';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextField } from '@joblane/ui/TextField';
import { TextLink } from '@joblane/ui/TextLink';
import { ToastProvider, useToast } from '@joblane/ui/Toast';
import { UIProvider } from '@joblane/ui/UIProvider';
import { createElement as h, useEffect, useState } from 'react';

const Link = createLinkComponent();

function SaveSearch({ initialKeywords }) {
  const showToast = useToast();
  const [keywords, setKeywords] = useState(initialKeywords);
  return h(
    Stack,
    { space: 'medium' },
    h(TextField, { label: 'Keywords', name: 'keywords', value: keywords, onChange: setKeywords }),
    h(
      Button,
      { onClick: () => showToast({ message: `Saved search: ${keywords}`, tone: 'positive' }) },
      'Save search',
    ),
  );
}

export function App({ url, jobCount }) {
  const { query } = parseJobSearchQuery(new URL(url, 'http://localhost').searchParams);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return h(
    CurrentLocationProvider,
    { href: url },
    h(
      UIProvider,
      // The theme class is on <html> (server.js), as the kit's README recommends for apps.
      { linkComponent: Link, themeWrapper: false },
      h(
        ToastProvider,
        null,
        h(
          Box,
          { component: 'main', padding: 'gutter' },
          h(
            Stack,
            { space: 'large' },
            h(Heading, { level: '1' }, 'Installed from the tarballs'),
            h(Text, null, `${jobCount} jobs in the store`),
            h(TextLink, { href: '/?keywords=nurse' }, 'Nurse jobs'),
            h(SaveSearch, { initialKeywords: query.keywords }),
          ),
        ),
      ),
    ),
  );
}
