import type { MigrationSet } from '@joblane/database';
import { sql, type Expression, type Generated, type SqlBool } from 'kysely';

export type UserRole = 'seeker' | 'employer';
export type MemberRole = 'owner' | 'member';
export type TokenPurpose = 'verify-email' | 'reset-password';
export type SignInMethod = 'password' | 'passkey' | 'two-step';
export type PasskeyPurpose = 'register' | 'sign-in' | 'sign-up';

/** The tables this package owns. Instants are ISO-8601 UTC strings (see @joblane/database). */
export interface AccountTables {
  users: {
    id: string;
    /** Lower-cased and trimmed; unique. */
    email: string;
    name: string;
    role: UserRole;
    password_hash: string;
    email_verified_at: string | null;
    created_at: string;
    password_changed_at: string;
    /** 0 for an account made with a passkey and no password (its hash is of a secret nobody has). */
    password_set: number;
  };
  organisations: {
    id: string;
    name: string;
    slug: string;
    created_at: string;
    /** Plain text shown on the company page, at most 300 characters; '' when none. */
    description: Generated<string>;
    /** The organisation's website, an http(s) URL as `normaliseWebsite` writes it; null when none. */
    website: Generated<string | null>;
    /** 1 when the owners require every member to sign in with a second factor. */
    require_two_step: Generated<number>;
  };
  /**
   * An organisation's logo, as the web made it from the upload (checked, rasterised and resized
   * there): two square images and the hash of their bytes, which names their URLs.
   */
  organisation_logos: {
    organisation_id: string;
    /** Hex SHA-256 of both images: a new logo gets a new name, so its URLs can be cached forever. */
    hash: string;
    media_type: string;
    large: Uint8Array;
    small: Uint8Array;
    updated_at: string;
  };
  memberships: {
    organisation_id: string;
    user_id: string;
    role: MemberRole;
    created_at: string;
  };
  invitations: {
    id: string;
    organisation_id: string;
    email: string;
    token_hash: string;
    invited_by: string | null;
    created_at: string;
    expires_at: string;
    accepted_at: string | null;
  };
  tokens: {
    token_hash: string;
    user_id: string;
    purpose: TokenPurpose;
    /** For `verify-email`: the address being verified (a new one when the email changes). */
    email: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  sessions: {
    id_hash: string;
    user_id: string;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    user_agent: string;
    ip: string;
    /** When this session passed the second factor (a TOTP or recovery code); null if it has not. */
    two_step_at: Generated<string | null>;
    /** How the session signed in: `password`, `passkey` or `two-step` (password and a code). */
    sign_in_method: Generated<SignInMethod>;
    /** When the person last proved it was them again (password, passkey or code); null if not since sign-in. */
    confirmed_at: Generated<string | null>;
  };
  /** A user's passkeys (WebAuthn credentials): the public key, never anything secret. */
  passkeys: {
    /** The credential's id, base64url, as the authenticator made it. */
    id: string;
    user_id: string;
    /** The COSE public key the signatures are checked with. */
    public_key: Uint8Array;
    /** The authenticator's signature counter as last seen (0 for those that keep none). */
    counter: number | string;
    /** JSON array of the transports the browser reported (hints for the next sign-in). */
    transports: string;
    /** The name the person gave it (their laptop, their phone). */
    name: string;
    created_at: string;
    last_used_at: string | null;
  };
  /**
   * WebAuthn challenges handed out and not yet answered: each is good once, for a few minutes,
   * for one purpose (and, adding a passkey, for one user; signing up, for one pending account).
   */
  passkey_challenges: {
    /** SHA-256 of the challenge (the browser sends it back inside the signed client data). */
    challenge_hash: string;
    purpose: PasskeyPurpose;
    user_id: string | null;
    /** Signing up: the account to create (JSON), with the user handle the passkey carries. */
    sign_up: string | null;
    created_at: string;
    expires_at: string;
  };
  /** A user's TOTP secret: pending until `enabled_at` (confirmed with a first code). */
  two_step: {
    user_id: string;
    /** Base32, as authenticator apps take it; shown only while enrolment is pending. */
    secret: string;
    created_at: string;
    enabled_at: string | null;
    /** The last time step whose code was accepted: a code is good once (replay protection). */
    last_used_step: Generated<number>;
  };
  /** Single-use recovery codes, stored as SHA-256 of the user id and the code. */
  recovery_codes: {
    user_id: string;
    code_hash: string;
    created_at: string;
    used_at: string | null;
  };
  /** A password that was right for an account with two-step: the code is asked next. */
  two_step_challenges: {
    id_hash: string;
    user_id: string;
    created_at: string;
    expires_at: string;
  };
  /** "This wasn't me" links of security notices: each signs the account out everywhere. */
  sign_out_links: {
    token_hash: string;
    user_id: string;
    created_at: string;
    expires_at: string;
  };
  /** The browsers an account has signed in from (SHA-256 of the user agent), to notice new ones. */
  known_devices: {
    user_id: string;
    device_hash: string;
    first_seen_at: string;
  };
  sign_in_throttle: {
    key: string;
    window_started_at: string;
    failures: Generated<number>;
  };
}

export const accountMigrations: MigrationSet = {
  name: 'accounts',
  migrations: {
    '0001-identity': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .createTable('users')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) =>
            c.notNull().check(sqlIn('role', ['seeker', 'employer'])),
          )
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('email_verified_at', ts)
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('password_changed_at', ts, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('organisations')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', ts, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('memberships')
          .addColumn('organisation_id', 'text', (c) =>
            c.notNull().references('organisations.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('role', 'text', (c) => c.notNull().check(sqlIn('role', ['owner', 'member'])))
          .addColumn('created_at', ts, (c) => c.notNull())
          .addPrimaryKeyConstraint('memberships_pk', ['organisation_id', 'user_id'])
          .execute();
        await db.schema
          .createIndex('memberships_user')
          .on('memberships')
          .column('user_id')
          .execute();
        await db.schema
          .createTable('invitations')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('organisation_id', 'text', (c) =>
            c.notNull().references('organisations.id').onDelete('cascade'),
          )
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('expires_at', ts, (c) => c.notNull())
          .addColumn('accepted_at', ts)
          .execute();
        await db.schema
          .createTable('tokens')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('purpose', 'text', (c) =>
            c.notNull().check(sqlIn('purpose', ['verify-email', 'reset-password'])),
          )
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('expires_at', ts, (c) => c.notNull())
          .addColumn('used_at', ts)
          .execute();
        await db.schema.createIndex('tokens_user').on('tokens').column('user_id').execute();
        await db.schema
          .createTable('sessions')
          .addColumn('id_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('last_seen_at', ts, (c) => c.notNull())
          .addColumn('expires_at', ts, (c) => c.notNull())
          .addColumn('user_agent', 'text', (c) => c.notNull())
          .addColumn('ip', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
        await db.schema
          .createTable('sign_in_throttle')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('window_started_at', ts, (c) => c.notNull())
          .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0002-organisation-description': {
      async up(db) {
        // Characters, not bytes, on both engines (SQLite's length and PostgreSQL's char_length
        // both count characters of text).
        await db.schema
          .alterTable('organisations')
          .addColumn('description', 'text', (c) =>
            c
              .notNull()
              .defaultTo('')
              .check(sql<SqlBool>`length(description) <= ${sql.lit(MAX_DESCRIPTION_LENGTH)}`),
          )
          .execute();
      },
    },
    '0003-two-step': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema.alterTable('sessions').addColumn('two_step_at', ts).execute();
        await db.schema
          .createTable('two_step')
          .addColumn('user_id', 'text', (c) =>
            c.primaryKey().references('users.id').onDelete('cascade'),
          )
          .addColumn('secret', 'text', (c) => c.notNull())
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('enabled_at', ts)
          .addColumn('last_used_step', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('recovery_codes')
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('used_at', ts)
          .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
          .execute();
        await db.schema
          .createTable('two_step_challenges')
          .addColumn('id_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('expires_at', ts, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('two_step_challenges_user')
          .on('two_step_challenges')
          .column('user_id')
          .execute();
      },
    },
    '0004-organisation-website': {
      async up(db) {
        await db.schema
          .alterTable('organisations')
          .addColumn('website', 'text', (c) =>
            c.check(
              sql<SqlBool>`website is null or (length(website) <= ${sql.lit(MAX_WEBSITE_LENGTH)} and (website like 'https://%' or website like 'http://%'))`,
            ),
          )
          .execute();
      },
    },
    '0005-organisation-logos': {
      async up(db, types, dialect) {
        const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
        await db.schema
          .createTable('organisation_logos')
          .addColumn('organisation_id', 'text', (c) =>
            c.primaryKey().references('organisations.id').onDelete('cascade'),
          )
          .addColumn('hash', 'text', (c) => c.notNull().check(sql<SqlBool>`length(hash) = 64`))
          .addColumn('media_type', 'text', (c) =>
            c.notNull().check(sqlIn('media_type', logoMediaTypes)),
          )
          .addColumn('large', bytes, (c) =>
            c.notNull().check(sql<SqlBool>`length(large) between 1 and ${sql.lit(MAX_LOGO_BYTES)}`),
          )
          .addColumn('small', bytes, (c) =>
            c.notNull().check(sql<SqlBool>`length(small) between 1 and ${sql.lit(MAX_LOGO_BYTES)}`),
          )
          .addColumn('updated_at', types.timestamp, (c) => c.notNull())
          .execute();
        // Its URLs name the hash: the assets route finds the images by it.
        await db.schema
          .createIndex('organisation_logos_hash')
          .on('organisation_logos')
          .column('hash')
          .execute();
      },
    },
    '0006-passkeys': {
      async up(db, types, dialect) {
        const ts = types.timestamp;
        const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
        await db.schema
          .alterTable('users')
          .addColumn('password_set', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema
          .alterTable('sessions')
          .addColumn('sign_in_method', 'text', (c) =>
            c
              .notNull()
              .defaultTo('password')
              .check(sqlIn('sign_in_method', ['password', 'passkey', 'two-step'])),
          )
          .execute();
        await db.schema.alterTable('sessions').addColumn('confirmed_at', ts).execute();
        await db.schema
          .alterTable('organisations')
          .addColumn('require_two_step', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('passkeys')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('public_key', bytes, (c) => c.notNull())
          .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('last_used_at', ts)
          .execute();
        await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
        await db.schema
          .createTable('sign_out_links')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('expires_at', ts, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('known_devices')
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('device_hash', 'text', (c) => c.notNull())
          .addColumn('first_seen_at', ts, (c) => c.notNull())
          .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_hash'])
          .execute();
        await db.schema
          .createTable('passkey_challenges')
          .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
          .addColumn('purpose', 'text', (c) =>
            c.notNull().check(sqlIn('purpose', ['register', 'sign-in', 'sign-up'])),
          )
          .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
          .addColumn('sign_up', 'text')
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('expires_at', ts, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('passkey_challenges_expiry')
          .on('passkey_challenges')
          .column('expires_at')
          .execute();
      },
    },
  },
};

/** The images a logo is kept as (the web makes them; uploads of other kinds are converted). */
export const logoMediaTypes = ['image/webp', 'image/png'] as const;
export type LogoMediaType = (typeof logoMediaTypes)[number];

/** Either image of a stored logo: at most this many bytes (a 256 px square is far smaller). */
export const MAX_LOGO_BYTES = 512 * 1024;

/** An organisation's description on its company page: at most this many characters. */
export const MAX_DESCRIPTION_LENGTH = 300;

/** An organisation's website address: at most this many characters. */
export const MAX_WEBSITE_LENGTH = 200;

/** A CHECK that a text column holds one of a few values (the same on both engines). */
function sqlIn(column: string, values: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}
