import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { PRIVATE_UMASK } from './db/private-files';
import { DEMO_PASSWORD, USER_SEEDS } from './seed/catalogue';
import { SMS_OUTBOX_FILE } from './sms/outbox-sms-sender';

/** The address people can open: a wildcard bind is reached through localhost. */
function displayUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}/`;
}

async function main(): Promise<void> {
  // every file the server creates (database, WAL, keys, exports) is readable by its user only
  process.umask(PRIVATE_UMASK);
  const config = loadConfig(process.argv.slice(2), process.env);
  const started = Date.now();
  const app = await buildApp(config, { warmUp: true });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }

  const vehicles = app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM vehicles').get()?.n ?? 0;
  const logins = USER_SEEDS.map((user) => `  ${user.userName} / ${DEMO_PASSWORD}  (${user.role === 'operator' ? '运营账号' : user.role === 'viewer' ? '只读子账号，无处理报警权限' : '子账号'})`);
  console.log(
    [
      `车辆定位平台参考服务已启动（${Date.now() - started} ms）: ${displayUrl(config.host, port)}`,
      `数据目录: ${config.dataDir}（${vehicles} 辆车${config.simulator ? '，模拟器运行中' : ''}）`,
      // where to read SMS codes (never printed here: the console is often captured into logs)
      `短信验证码（未接入短信网关）写入: ${join(config.dataDir, SMS_OUTBOX_FILE)}`,
      '演示账号:',
      ...logins,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`配置错误：${error.message}`);
  else console.error('服务启动失败：', error);
  process.exit(1);
});
