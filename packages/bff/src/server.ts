import { buildBff } from './app.js';
import { ConfigError, loadConfig, type BffConfig } from './config.js';

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function listenFailure(err: unknown, { host, port }: BffConfig): string {
  const code = err instanceof Error && 'code' in err ? err.code : undefined;
  if (code === 'EADDRINUSE') return `端口 ${port} 已被占用 (BFF_PORT)；请换一个端口`;
  if (code === 'EACCES') return `没有权限监听端口 ${port} (BFF_PORT)；请换一个大于 1024 的端口`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `无法监听地址 ${host} (BFF_HOST)；请使用本机地址，例如 127.0.0.1 或 0.0.0.0`;
  }
  return `bff 启动失败：${err instanceof Error ? err.message : String(err)}`;
}

let config: BffConfig;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) exitWith(err.message);
  throw err;
}

const app = await buildBff({ config });
try {
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `bff 已启动：${address}`,
  });
} catch (err) {
  await app.close();
  exitWith(listenFailure(err, config));
}

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`收到 ${signal}，正在停止 bff`);
  // A stuck connection must not keep the process (and a deploy) waiting forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      app.log.error({ err }, 'bff 停止时出错');
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
