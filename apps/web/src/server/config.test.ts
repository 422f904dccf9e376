import { availableParallelism } from 'node:os';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that work on a laptop', () => {
    expect(loadConfig({}, '/srv/apps/web')).toEqual({
      port: 3000,
      host: 'localhost',
      databasePath: '/srv/apps/web/data/joblane.db',
      records: { sqlitePath: '/srv/apps/web/data/records.db' },
      logLevel: 'info',
      trustProxy: false,
      publicOrigin: 'http://localhost:3000',
      clientBudget: 600,
      searchThreads: availableParallelism(),
      requestTimeoutMs: 30_000,
      handlerTimeoutMs: 10_000,
      maxEventLoopDelayMs: 1000,
      sampleJobs: 0,
      smtpUrl: undefined,
      mailFrom: undefined,
      supportEmail: 'support@joblane.test',
      alertTokenSecret: undefined,
      alertIntervalMs: 60_000,
      adExpiryIntervalMs: 60_000,
      responseSignalCacheMs: 60_000,
      nodeId: 'port-3000',
      metrics: undefined,
      databasePool: { poolSize: 10, statementTimeoutMs: 10_000, connectTimeoutMs: 5000 },
    });
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless told, never on the public port', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }, '/app').metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, '/app').metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' }, '/app')).toThrow(
      'METRICS_PORT=8080 is the public PORT too',
    );
    expect(() => loadConfig({ METRICS_HOST: '0.0.0.0' }, '/app')).toThrow(
      'METRICS_HOST is set but METRICS_PORT is not',
    );
    expect(() => loadConfig({ METRICS_PORT: 'metrics' }, '/app')).toThrow(
      'METRICS_PORT must be a whole number',
    );
  });

  it('gives each node its own job index file when the job record is in PostgreSQL', () => {
    const url = 'postgres://joblane@db.internal/joblane';
    expect(loadConfig({ DATABASE_URL: url, PORT: '3101' }, '/app')).toMatchObject({
      nodeId: 'port-3101',
      databasePath: '/app/data/jobs-port-3101.db',
      records: { url },
    });
    expect(loadConfig({ DATABASE_URL: url, NODE_ID: 'web-b' }, '/app').databasePath).toBe(
      '/app/data/jobs-web-b.db',
    );
    // Without DATABASE_URL the one embedded file is record and index, as before.
    expect(loadConfig({ NODE_ID: 'web-b' }, '/app').databasePath).toBe('/app/data/joblane.db');
    expect(() => loadConfig({ NODE_ID: '../etc' }, '/app')).toThrow(
      'NODE_ID must be 1-64 letters, digits, - or _',
    );
  });

  it('reads the replica and LISTEN URLs beside DATABASE_URL, and refuses them without it', () => {
    const url = 'postgres://joblane@pgbouncer.internal/joblane';
    expect(
      loadConfig(
        {
          DATABASE_URL: url,
          DATABASE_REPLICA_URL: 'postgres://joblane@replica.internal/joblane',
          DATABASE_LISTEN_URL: 'postgresql://joblane@primary.internal/joblane',
        },
        '/app',
      ).records,
    ).toEqual({
      url,
      replicaUrl: 'postgres://joblane@replica.internal/joblane',
      listenUrl: 'postgresql://joblane@primary.internal/joblane',
    });
    expect(loadConfig({ DATABASE_URL: url }, '/app').records).toEqual({ url });
    expect(() =>
      loadConfig({ DATABASE_REPLICA_URL: 'postgres://joblane@replica.internal/joblane' }, '/app'),
    ).toThrow('DATABASE_REPLICA_URL is set but DATABASE_URL is not');
    expect(() =>
      loadConfig({ DATABASE_URL: url, DATABASE_LISTEN_URL: 'mysql://primary/joblane' }, '/app'),
    ).toThrow('DATABASE_LISTEN_URL must be a postgres:// or postgresql:// URL');
  });

  it('reads the PostgreSQL pool limits and timeouts, and refuses nonsense', () => {
    expect(
      loadConfig(
        {
          DATABASE_POOL_SIZE: '4',
          DATABASE_STATEMENT_TIMEOUT_MS: '2500',
          DATABASE_CONNECT_TIMEOUT_MS: '1000',
        },
        '/app',
      ).databasePool,
    ).toEqual({ poolSize: 4, statementTimeoutMs: 2500, connectTimeoutMs: 1000 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' }, '/app')).toThrow(
      'DATABASE_POOL_SIZE must be between 1 and 1000',
    );
  });

  it('reads how often ads are expired, and refuses a value that is not a duration', () => {
    expect(loadConfig({ AD_EXPIRY_INTERVAL_MS: '0' }, '/app')).toMatchObject({
      adExpiryIntervalMs: 0,
    });
    expect(() => loadConfig({ AD_EXPIRY_INTERVAL_MS: 'hourly' }, '/app')).toThrow(
      'AD_EXPIRY_INTERVAL_MS must be a whole number',
    );
  });

  it('reads the alert settings, and refuses a short unsubscribe-link secret', () => {
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ ALERT_TOKEN_SECRET: secret, ALERT_INTERVAL_MS: '0' }, '/app'),
    ).toMatchObject({ alertTokenSecret: secret, alertIntervalMs: 0 });
    expect(() => loadConfig({ ALERT_TOKEN_SECRET: 'short' }, '/app')).toThrow(
      'ALERT_TOKEN_SECRET="short": ALERT_TOKEN_SECRET must be at least 32 characters',
    );
  });

  it('seeds sample jobs only when SAMPLE_JOBS asks for them', () => {
    expect(loadConfig({ SAMPLE_JOBS: '3000' }, '/app').sampleJobs).toBe(3000);
    expect(() => loadConfig({ SAMPLE_JOBS: 'lots' }, '/app')).toThrow(
      'SAMPLE_JOBS="lots": SAMPLE_JOBS must be a whole number',
    );
  });

  it('refuses a production start without PUBLIC_ORIGIN, and says what to set', () => {
    const load = () => loadConfig({ NODE_ENV: 'production' }, '/app');
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('PUBLIC_ORIGIN is required when NODE_ENV=production');
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://jobs.example' }, '/app')
        .publicOrigin,
    ).toBe('https://jobs.example');
    // The sample-data demo (the quick start) serves localhost.
    expect(
      loadConfig({ NODE_ENV: 'production', SAMPLE_JOBS: '3000', PORT: '4000' }, '/app')
        .publicOrigin,
    ).toBe('http://localhost:4000');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_PATH: '/var/lib/joblane/jobs.db',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        PUBLIC_ORIGIN: 'https://jobs.example/',
        CLIENT_BUDGET: '60',
        SEARCH_THREADS: '3',
      },
      '/srv/apps/web',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databasePath: '/var/lib/joblane/jobs.db',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      publicOrigin: 'https://jobs.example',
      clientBudget: 60,
      searchThreads: 3,
      supportEmail: 'support@jobs.example',
    });
  });

  it('sends contact messages to SUPPORT_EMAIL, and refuses one that is not an address', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@jobs.example' }, '/app').supportEmail).toBe(
      'help@jobs.example',
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help desk' }, '/app')).toThrow(
      'SUPPORT_EMAIL="help desk": SUPPORT_EMAIL must be an email address such as support@joblane.example',
    );
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, '/app').trustProxy).toEqual(expected);
  });

  it('names every bad variable and what it expects', () => {
    const load = () =>
      loadConfig(
        { PORT: 'eighty', LOG_LEVEL: 'loud', TRUST_PROXY: 'the-proxy', PUBLIC_ORIGIN: 'ftp://x' },
        '/app',
      );
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      [
        'Invalid configuration:',
        '  PORT="eighty": PORT must be a whole number',
        '  LOG_LEVEL="loud": LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
        '  TRUST_PROXY="the-proxy": TRUST_PROXY must be true, false, a hop count or comma-separated IP addresses/CIDR ranges; "the-proxy" is not an address',
        '  PUBLIC_ORIGIN="ftp://x": PUBLIC_ORIGIN must be an http(s) URL such as https://joblane.example',
      ].join('\n'),
    );
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' }, '/app')).toThrow(
      'PORT="70000": PORT must be between 0 and 65535',
    );
  });
});
