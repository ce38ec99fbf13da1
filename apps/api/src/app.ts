import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { redactPaths, serializeRequest } from './lib/logRedaction';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { retailersModule } from './modules/retailers/retailers.module';
import { partnerTokensRoutes } from './modules/partnerTokens/partnerTokens.routes';
import { productsAdminModule } from './modules/productsAdmin/productsAdmin.module';
import { changePasswordRoutes } from './modules/changePassword/changePassword.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { deepLinksRoutes } from './modules/deepLinks/deepLinks.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mfaModule } from './modules/mfa/mfa.module';
import { anyAddress, publicAddressesOnly } from './lib/addressPolicy';
import { imageProxyRoutes } from './modules/imageProxy/imageProxy.routes';
import { productImagesModule } from './modules/productImages/productImages.routes';
import { referenceImagesRoutes } from './modules/referenceImages/referenceImages.routes';
import { localFileStore } from './lib/fileStore';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes';
import { ingestionModule } from './modules/ingestion/ingestion.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { signUpRoutes } from './modules/signUp/signUp.routes';
import { systemMessageRoutes } from './modules/systemMessages/systemMessages.routes';
import { usageLogRoutes } from './modules/usageLog/usageLog.routes';
import { passwordResetRoutes } from './modules/passwordReset/passwordReset.routes';
import { readOnlyGuardPlugin } from './access/readOnlyGuard';
import { userManagementModule } from './modules/users/userManagement.module';
import { widgetsModule } from './modules/widgets/widgets.module';
import { dashboardsModule } from './modules/dashboards/dashboards.module';
import { metadataRoutes } from './modules/metadata/metadata.routes';
import { widgetDataModule } from './modules/widgetData/widgetData.module';
import { productDetailsRoutes } from './modules/productDetails/productDetails.routes';
import { resolveSavedFilters, savedFiltersModule } from './modules/savedFilters/savedFilters.module';
import { pagesOfClusters, visibilityClustersModule } from './modules/visibilityClusters/visibilityClusters.module';
import { analyticsPlugin } from './plugins/analytics';
import { authPlugin } from './plugins/auth';
import { authRateLimitPlugin } from './plugins/authRateLimit';
import { idempotencyPlugin } from './plugins/idempotency';
import { customerScopePlugin } from './plugins/customerScope';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { jobsPlugin } from './plugins/jobs';
import { printingPlugin } from './plugins/printing';
import { factLoadEventsPlugin } from './plugins/factLoadEvents';
import { alertsModule } from './modules/alerts/alerts.module';
import { calculatedMetricModule } from './modules/calculatedMetric/calculatedMetric.module';
import { scheduledExportsModule } from './modules/scheduledExports/scheduledExports.module';
import { datasetsModule } from './modules/datasets/datasets.module';
import { productSelectionModule } from './modules/productSelection';
import { productMappingModule } from './modules/productMapping';
import { visibilityTrackingModule } from './modules/visibilityTracking';
import { tasksRoutes } from './modules/tasks';
import { parkerRoutes } from './modules/parker';
import { productListsModule } from './modules/productLists/productLists.module';
import { swaggerPlugin } from './plugins/swagger';
import { webAppPlugin } from './plugins/webApp';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { compressionPlugin } from './plugins/compression';

declare module 'fastify' {
  interface FastifyInstance {
    appVersion: string;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened and migrated by the caller; the app closes it when it closes. */
  database: Database;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the app without starting it. The result is not yet `ready()`, so tests may still add
 * routes (the customer-scope guard attaches to those too).
 */
export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    // No secret reaches the log: tokens, tickets, password-reset hashes in URLs, secret fields of bodies.
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: { req: (request: FastifyRequest) => serializeRequest(request) },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Only proxies named by TRUST_PROXY may tell the client's address and protocol: trusting every sender
    // would let a forged X-Forwarded-For escape the per-address sign-in limits.
    // (Fastify takes a hop count at run time but not in its types, hence the function form.)
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Opening the stores applies pending schema steps; one that fills a new rollup from a large fact
    // store (tens of millions of rows) takes longer than the default 10 s, and must not be cut off.
    pluginTimeout: 10 * 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('appVersion', config.version);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { database });
  await app.register(analyticsPlugin, {
    location: config.analyticsPath,
    keepResults: config.keepWidgetResults,
    factsUrl: config.factsUrl,
  });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  await app.register(jobsPlugin, config.jobs);
  await app.register(factLoadEventsPlugin);
  await app.register(printingPlugin, { chromiumPath: config.chromiumPath });
  await app.register(fastifyCookie);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, partnerTokenPerMinute: config.partnerTokenPerMinute });
  await app.register(customerScopePlugin);
  await app.register(readOnlyGuardPlugin);
  await app.register(authRateLimitPlugin, { limits: config.rateLimits });
  await app.register(idempotencyPlugin);
  await app.register(swaggerPlugin, { version: config.version });

  await app.register(healthRoutes);
  await app.register(mfaModule);
  await app.register(authRoutes, { legacyAppUrl: config.legacyAppUrl });
  await app.register(notificationsModule);
  await app.register(systemMessageRoutes);
  await app.register(usageLogRoutes, { errorLogPerMinute: config.errorLogPerMinute });
  await app.register(passwordResetRoutes, { publicUrl: config.publicUrl });
  await app.register(customersRoutes);
  await app.register(impersonationRoutes);
  await app.register(changePasswordRoutes);
  await app.register(deepLinksRoutes);
  await app.register(imageProxyRoutes, { perMinute: config.imageProxyPerMinute });
  // The S3 client is loaded only by installs that use it.
  const fileStore =
    config.fileStore.kind === 's3'
      ? (await import('./lib/s3FileStore')).s3FileStore(config.fileStore)
      : localFileStore(config.fileStore.root);
  await app.register(productImagesModule, { store: fileStore, secret: config.jwtSecret });
  await app.register(referenceImagesRoutes, { store: fileStore });
  await app.register(userManagementModule);
  await app.register(catalogueRoutes);
  await app.register(retailersModule, { store: fileStore });
  await app.register(partnerTokensRoutes);
  await app.register(productsAdminModule);
  await app.register(widgetsModule);
  await app.register(dashboardsModule);
  await app.register(ingestionModule, { workDir: path.join(config.dataDir, 'files', 'ingest') });
  await app.register(savedFiltersModule);
  await app.register(productSelectionModule);
  await app.register(productMappingModule);
  await app.register(visibilityClustersModule);
  await app.register(visibilityTrackingModule);
  await app.register(tasksRoutes, { publicUrl: config.publicUrl });
  await app.register(calculatedMetricModule, { savedFilters: resolveSavedFilters });
  await app.register(widgetDataModule, { savedFilters: resolveSavedFilters, clusterKeywords: pagesOfClusters });
  await app.register(productDetailsRoutes, { savedFilters: resolveSavedFilters, clusterKeywords: pagesOfClusters });
  await app.register(metadataRoutes);
  await app.register(alertsModule, {
    publicUrl: config.publicUrl,
    resolvers: { savedFilters: resolveSavedFilters, clusterKeywords: pagesOfClusters },
    addressPolicy: config.alertChannelsAllowPrivate ? anyAddress : publicAddressesOnly,
  });
  await app.register(scheduledExportsModule, {
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    widgetData: { savedFilters: resolveSavedFilters, clusterKeywords: pagesOfClusters },
  });
  await app.register(datasetsModule, {
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    widgetData: { savedFilters: resolveSavedFilters, clusterKeywords: pagesOfClusters },
  });
  await app.register(productListsModule, { dataDir: config.dataDir });
  await app.register(parkerRoutes, {
    engine: { savedFilters: resolveSavedFilters, clusterKeywords: pagesOfClusters },
    perMinute: config.parker.perMinute,
    model: config.parker.model,
  });
  await app.register(signUpRoutes);

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
