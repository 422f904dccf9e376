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
}

/**
 * Keywords and where, sent to `/jobs` as a plain GET form (so it works without JavaScript; with
 * it, the client router sends it in place). The `v` pin travels as a hidden field.
 */
export function SearchForm({ keywords = '', where = '', label = 'Search jobs' }: SearchFormProps) {
  return (
    <search aria-label={label}>
      <form className={styles.form} method="get" action="/jobs">
        <TextField
          label="What"
          name="keywords"
          type="search"
          defaultValue={keywords}
          placeholder="Job title, keywords or company"
          icon={<IconSearch />}
          clearable
          clearLabel="Clear keywords"
        />
        <WhereField defaultValue={where} />
        <VersionField />
        <Button type="submit" icon={<IconSearch />}>
          Search
        </Button>
      </form>
    </search>
  );
}
