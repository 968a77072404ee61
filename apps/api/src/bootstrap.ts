import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppLogger, clientErrorHandler, createValidationPipe, registerRequestIdentity, declaredRoutes, routeTableProblems, fastifyTrustProxy, FileStorage, frameworkErrors, httpLoggerOptions, moveLegacyFiles, registerHttpMetrics, registerMetricsRoute, registerRequestHardening, registerSecurityHeaders, reportNestedConnections, resolveDatabase, runMigrations, type AppConfig, type ResolvedDatabase } from '#platform';
import { registerAuditContext } from '#audit';
import { LetterKeys } from '#accreditation';
import { AppModule } from './app.module.js';
import { DataSource } from 'typeorm';
import { databaseOptions, LEGACY_FILE_SOURCES } from './composition.js';
import { SpaFallbackFilter } from './spa-fallback.filter.js';

export interface RunningApi {
  app: NestFastifyApplication;
  url: string;
  databaseUrl: string;
  /** true when the portal runs on its embedded PostgreSQL server (no DATABASE_URL). */
  embeddedDatabase: boolean;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Consume jobs in this process (default true; the compose file runs API replicas without). */
  runWorkers?: boolean;
  host?: string;
  /** A database opened already (main starts the embedded server while the modules load). */
  database?: ResolvedDatabase;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

function uiDir(name: string): string | null {
  // ADMIN_UI_DIR / PUBLIC_UI_DIR point at another build of a bundle (a second checkout's, or a preview's).
  const override = process.env[`${name.replace('-', '_').toUpperCase()}_DIR`];
  if (override) return existsSync(join(override, 'index.html')) ? override : null;
  for (const candidate of [join(ROOT, name, 'dist'), join(ROOT, '..', name, 'dist')]) {
    if (existsSync(join(candidate, 'index.html'))) return candidate;
  }
  return null;
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** Starts the whole portal: database (embedded or server), migrations, HTTP, UIs, jobs. */
export async function startApi(config: AppConfig, options: StartOptions = {}): Promise<RunningApi> {
  // The suites' servers report a transaction that takes a second connection (the harness fails on it).
  if (process.env.NODE_ENV === 'test') reportNestedConnections((line) => process.stderr.write(line));
  const logger = new AppLogger(config.logLevel, config.logFormat);
  const database = options.database ?? (await resolveDatabase(config, { role: 'portal', log: (msg) => logger.log(msg, 'database'), warn: (msg) => logger.warn(msg, 'database') }));
  try {
    await runMigrations(databaseOptions(database.url, 1));
    const adapter = new FastifyAdapter({
      bodyLimit: JSON_BODY_LIMIT,
      // The server makes every request id; a client's X-Request-Id is kept apart (request-identity.ts).
      requestIdHeader: false,
      genReqId: () => randomUUID(),
      clientErrorHandler,
      ...httpLoggerOptions(config.logLevel, config.logFormat),
      trustProxy: fastifyTrustProxy(config.trustProxy),
      frameworkErrors,
    });
    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot(config, database.url, options.runWorkers ?? true),
      adapter,
      { logger, abortOnError: false },
    );
    // Every route must have its row in the route table, which the guards read (DECISIONS §9).
    // The test clock's routes exist only under TEST_CLOCK=1 (test suites) and are no part of the API's table.
    const problems = routeTableProblems(declaredRoutes(app.get(ModulesContainer)).filter((route) => !/^\w+ \/api\/test\//.test(route.key)));
    if (problems.length > 0) throw new Error(`The route table and the controllers disagree:\n${problems.join('\n')}`);
    await configureHttp(app, config);
    // Before listening: no request sees a file that is half-way between DATA_DIR and the database.
    await moveLegacyFiles(app.get(DataSource), app.get(FileStorage), config.dataDir, LEGACY_FILE_SOURCES, (msg) => logger.log(msg, 'files'));
    await app.listen(config.port, options.host ?? '0.0.0.0');
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      url: `http://127.0.0.1:${port}`,
      databaseUrl: database.url,
      embeddedDatabase: database.embedded,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function configureHttp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Action calls with empty bodies (complete, resend, repost) are often sent with a JSON content type
  // by HTTP clients; an empty body is then no body, rather than a 400 for an empty JSON document.
  fastify.addHook('onRequest', (request, _reply, done) => {
    const empty = !request.headers['transfer-encoding'] && (request.headers['content-length'] ?? '0') === '0';
    if (empty && /^application\/json/i.test(request.headers['content-type'] ?? '')) {
      delete request.headers['content-type'];
    }
    done();
  });
  // The API reads JSON and multipart only. Fastify's default text/plain parser would hand a string
  // to the handlers, which read it as an empty form: an action call sent as text/plain (a content type
  // any web page may send cross-site without a preflight) would then run. It gets 415 instead.
  fastify.removeContentTypeParser('text/plain');
  // Nor url-encoded forms (DECISIONS §9): JSON only, multipart on the upload routes; 415 otherwise.
  if (fastify.hasContentTypeParser('application/x-www-form-urlencoded')) fastify.removeContentTypeParser('application/x-www-form-urlencoded');
  registerRequestIdentity(fastify);
  registerRequestHardening(fastify);
  registerSecurityHeaders(fastify);
  registerHttpMetrics(fastify);
  registerMetricsRoute(fastify, config.metricsToken);
  registerAuditContext(fastify);
  // DECISIONS §10: the letter keys where verifiers look for a JWK set first (RFC 8615), without the API envelope.
  fastify.get('/.well-known/jwks.json', async (_request, reply) => {
    const keys = await app.get(LetterKeys).published();
    return reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*').type('application/jwk-set+json').send({ keys });
  });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  const bundles = { publicDir: uiDir('public-ui'), adminDir: uiDir('admin-ui') };
  const roots = [bundles.publicDir, bundles.adminDir].filter((d): d is string => d !== null);
  if (roots.length > 0) {
    // Only real files get routes; every other page path falls through to the SPA fallback.
    // The UI builds write .br and .gz copies beside each asset; send those to clients that accept them.
    await app.register(fastifyStatic, { root: roots, prefix: '/', wildcard: false, index: false, maxAge: '1h', preCompressed: true });
  }
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new SpaFallbackFilter(bundles));

  // A factory: the OpenAPI document is built (once) on the first request for the docs rather than
  // at start, since scanning every route for it is a large part of a restart.
  const buildDocument = (): OpenAPIObject =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('CBT Centre Accreditation Portal API')
        .setDescription('Every response is an envelope { success, data?, message?, errors? }.')
        .setVersion('1')
        .addBearerAuth({ type: 'http', scheme: 'bearer' }, 'admin')
        .addBearerAuth({ type: 'http', scheme: 'bearer' }, 'centre')
        .build(),
    );
  SwaggerModule.setup('api/docs', app, buildDocument, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}
