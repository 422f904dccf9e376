import { VersionField } from '@joblane/router-links';
import { Button } from '@joblane/ui/Button';
import { TextField } from '@joblane/ui/TextField';
import { IconSearch } from '@joblane/ui/icons';

import { WhereField } from './WhereField.tsx';
import * as styles from './SearchForm.css.ts';

export interface SearchFormProps {
  keywords?: string;
  where?: string;
  /** Names the search landmark when a page has more than one form. */
  label?: string;
  /** Where each clear button goes without JavaScript: this search without that field. */
  clearKeywordsHref?: string;
  clearWhereHref?: string;
  /** `hero`: the home page's large form on the brand band. */
  variant?: 'standard' | 'hero';
}

/**
 * Keywords and where, sent to `/jobs` as a plain GET form (so it works without JavaScript; with
 * it, the client router sends it in place). The `v` pin travels as a hidden field.
 */
export function SearchForm({
  keywords = '',
  where = '',
  label = 'Search jobs',
  clearKeywordsHref,
  clearWhereHref,
  variant = 'standard',
}: SearchFormProps) {
  return (
    <search aria-label={label}>
      <form className={styles.form[variant]} method="get" action="/jobs">
        <TextField
          label="What"
          name="keywords"
          type="search"
          defaultValue={keywords}
          placeholder="Job title, keywords or company"
          icon={<IconSearch />}
          clearable
          clearLabel="Clear keywords"
          clearHref={clearKeywordsHref}
        />
        <WhereField defaultValue={where} clearHref={clearWhereHref} />
        <VersionField />
        <Button type="submit" tone="brandAccent" icon={<IconSearch />}>
          Search
        </Button>
      </form>
    </search>
  );
}
