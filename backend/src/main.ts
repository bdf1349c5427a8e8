import { configFromEnv } from './config.js';
import { createBackend } from './server.js';

async function main(): Promise<void> {
  const config = configFromEnv();
  const backend = createBackend(config);
  const { port } = await backend.listen(config.port, config.host);
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`reference backend listening on http://${shownHost}:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`reference backend: error while stopping on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('reference backend failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
