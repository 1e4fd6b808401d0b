import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@server/config';
import { describe, expect, it } from 'vitest';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig([], {}, '/srv/fleet');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('/srv/fleet', 'data'),
      distDir: resolve('/srv/fleet', 'dist'),
      vehicles: 3000,
      simulator: true,
      sessionTtlMinutes: 120,
      logLevel: 'warn',
    });
  });

  it('reads the environment and the flags', () => {
    const env = { PORT: '9000', HOST: '127.0.0.1', DATA_DIR: '/tmp/d', DIST_DIR: 'build', SESSION_TTL_MINUTES: '5', LOG_LEVEL: 'info' };
    expect(loadConfig(['--vehicles', '100000', '--no-simulator'], env, '/srv')).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/d',
      distDir: '/srv/build',
      vehicles: 100000,
      simulator: false,
      sessionTtlMinutes: 5,
      logLevel: 'info',
    });
    expect(loadConfig(['--vehicles=50'], {}).vehicles).toBe(50);
  });

  it.each([
    [[], { PORT: 'eighty' }, /PORT/],
    [[], { SESSION_TTL_MINUTES: '0' }, /SESSION_TTL_MINUTES/],
    [[], { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [['--vehicles', '0'], {}, /--vehicles/],
    [['--vehicles'], {}, /--vehicles/],
    [['--simulate'], {}, /--simulate/],
  ])('refuses %j %j with a message naming the setting', (argv, env, message) => {
    expect(() => loadConfig(argv, env)).toThrow(ConfigError);
    expect(() => loadConfig(argv, env)).toThrow(message);
  });
});
