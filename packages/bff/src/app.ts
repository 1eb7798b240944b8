import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Dispatcher } from 'undici';
import { createUpstream, type CircuitBreakerOptions, type UpstreamCall } from './api/client.js';
import type { BffConfig } from './config.js';
import { compiledExecutionGateway } from './compiled-executor.js';
import { createContext, type Context } from './context.js';
import { createFormatError } from './errors.js';
import { clientErrorHandler, handleHttpError, MAX_HEADER_BYTES } from './http-errors.js';
import {
  DEFAULT_LIMITS,
  MAX_TOKENS,
  operationCostPlugin,
  operationLimitsRule,
  type OperationLimits,
} from './limits.js';
import { createSchema } from './schema.js';
import { registerBatchUploads } from './batch/batch.upload.js';
import { registerPsdImport } from './designs/psd.upload.js';
import { registerFileProxy, registerStorageProxy } from './files.js';
import { registerProtection } from './rate-limits.js';
import { accessTokenPlugin } from './tokens/tokens.operation.js';
import { registerWebApp } from './web.js';

export interface BuildBffOptions {
  config: BffConfig;
  /** Replaces the keep-alive agent to the api (tests fake faults with undici's MockAgent). */
  dispatcher?: Dispatcher;
  onUpstreamCall?: (call: UpstreamCall) => void;
  breaker?: CircuitBreakerOptions;
  limits?: OperationLimits;
  logger?: FastifyServerOptions['logger'];
}

// Every GraphQL call is a POST to one URL, so "incoming"/"completed" lines say little and cost
// throughput; Fastify's error lines stay.
class ErrorsOnlyLogController extends LogController {
  override incomingRequest(): void {
    // intentionally silent
  }
  override requestCompleted(): void {
    // intentionally silent
  }
}

/** The bff as a Fastify instance (not listening): /graphql, /graphiql and the web app. */
export async function buildBff(options: BuildBffOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new ErrorsOnlyLogController(),
    // Node's own limit, said here because clientErrorHandler answers what goes over it.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
    // A URL that does not decode never reaches the error handler on its own.
    frameworkErrors: (error, request, reply) => {
      void handleHttpError(error, request, reply);
    },
  });
  app.setErrorHandler(handleHttpError);
  const pageDataGate = await registerProtection(app, config);
  const upstream = createUpstream({
    baseUrl: config.apiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    dispatcher: options.dispatcher,
    breaker: options.breaker,
    onCall: options.onUpstreamCall,
  });

  const limits = options.limits ?? DEFAULT_LIMITS;
  const apollo = new ApolloServer<Context>({
    gateway: compiledExecutionGateway(createSchema()),
    introspection: config.introspection,
    csrfPrevention: true,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: [operationLimitsRule(limits)],
    formatError: createFormatError(app.log),
    includeStacktraceInErrorResponses: false,
    logger: app.log,
    plugins: [
      // The default landing page loads from a CDN; the explorer is our own page at /graphiql.
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints in the schema: the plugin would only cost time per field.
      ApolloServerPluginCacheControlDisabled(),
      operationCostPlugin(limits),
      // After the cost check: an operation refused as too costly is not logged as a token's use.
      accessTokenPlugin(),
    ],
    // server.ts closes Fastify (which stops taking requests and drains them) and then Apollo.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
    await upstream.close();
  });

  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST'],
    context: (request) => Promise.resolve(createContext(upstream, request.headers.authorization)),
  });
  const proxy = {
    apiUrl: config.apiUrl,
    timeoutMs: config.upstreamTimeoutMs,
    dispatcher: options.dispatcher,
  };
  registerFileProxy(app, proxy);
  await registerStorageProxy(app, proxy);
  await registerBatchUploads(app, proxy);
  await registerPsdImport(app, proxy);
  await registerWebApp(app, {
    webDist: config.webDist,
    explorer: config.explorer,
    pageDataGate,
    pageDataTimeoutMs: config.pageDataTimeoutMs,
    executeAsGuest: async (document, variables) => {
      const response = await apollo.executeOperation(
        { query: document, variables },
        { contextValue: createContext(upstream, undefined) },
      );
      const result = response.body.kind === 'single' ? response.body.singleResult : null;
      return result && !result.errors ? (result.data ?? null) : null;
    },
  });
  return app;
}
