import { z } from 'zod';
import { objectReplyOf, pageReplyOf } from '../envelope';
import { read, type Reads } from '../reply';
import { eurekaAppsSchema } from './eureka';

/**
 * The monitoring screens' reads: Zipkin's v2 read API and Eureka's REST read API (bare JSON, as those tools
 * answer), the instances' health and the platform's route table. The console takes its types from here.
 */

const id = z.number().int();

/** Zipkin's span (v2 JSON): timestamps and durations in microseconds. */
export const zipkinSpanSchema = z.strictObject({
  traceId: z.string().regex(/^[0-9a-f]{32}$/),
  id: z.string().regex(/^[0-9a-f]{16}$/),
  parentId: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
  name: z.string(),
  kind: z.enum(['CLIENT', 'SERVER', 'PRODUCER', 'CONSUMER']).optional(),
  timestamp: id,
  duration: id,
  localEndpoint: z.strictObject({ serviceName: z.string(), ipv4: z.string().optional(), port: id.optional() }),
  remoteEndpoint: z
    .strictObject({ serviceName: z.string().optional(), ipv4: z.string().optional(), port: id.optional() })
    .optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
export type Span = z.infer<typeof zipkinSpanSchema>;

/** Eureka's instance statuses; OUT_OF_SERVICE is an operator's override. */
const instanceStatus = z.enum(['UP', 'DOWN', 'STARTING', 'OUT_OF_SERVICE', 'UNKNOWN']);

/** An instance as the reference backend's registry answers it: every member Eureka's JSON has. */
const eurekaInstance = z.strictObject({
  instanceId: z.string(),
  hostName: z.string(),
  app: z.string(),
  ipAddr: z.string(),
  status: instanceStatus,
  overriddenStatus: instanceStatus,
  port: z.strictObject({ $: id, '@enabled': z.literal('true') }),
  securePort: z.strictObject({ $: id, '@enabled': z.literal('false') }),
  countryId: id,
  dataCenterInfo: z.strictObject({ '@class': z.string(), name: z.string() }),
  leaseInfo: z.strictObject({
    renewalIntervalInSecs: id,
    durationInSecs: id,
    registrationTimestamp: id,
    lastRenewalTimestamp: id,
    evictionTimestamp: id,
    serviceUpTimestamp: id,
  }),
  metadata: z.record(z.string(), z.string()),
  vipAddress: z.string(),
  secureVipAddress: z.string(),
  isCoordinatingDiscoveryServer: z.enum(['true', 'false']),
  lastUpdatedTimestamp: z.string(),
  lastDirtyTimestamp: z.string(),
  actionType: z.string(),
});

/** `GET /eureka/apps` of the reference backend; the console's own reading of it (eureka.ts) must accept it too. */
const eurekaAppsReply = z.strictObject({
  applications: z.strictObject({
    versions__delta: z.string(),
    apps__hashcode: z.string(),
    application: z.array(z.strictObject({ name: z.string(), instance: z.array(eurekaInstance) })),
  }),
});

/** `GET /api/monitor/instances`: every instance's health; metrics are Eureka-style string metadata. */
export const instanceHealthSchema = z.strictObject({
  app: z.string(),
  instanceId: z.string(),
  hostName: z.string(),
  port: id,
  status: instanceStatus,
  lastHeartbeat: id,
  ageS: id,
  metadata: z.record(z.string(), z.string()),
});
export type InstanceHealth = z.infer<typeof instanceHealthSchema>;

/** `GET /api/monitor/routes`: one route of the platform and who may call it. */
export const routeRowSchema = z.strictObject({
  id: z.string(),
  method: z.string(),
  path: z.string(),
  access: z.enum(['public', 'signedIn', 'menu', 'element']),
  menus: z.array(z.string()),
  element: z.string().optional(),
  roles: z.array(z.strictObject({ code: z.string(), name: z.string() })),
  logged: z.boolean(),
});
export type RouteRow = z.infer<typeof routeRowSchema>;

/**
 * The module's own reads, with the schema of each reply. The trace read's sample is the trace of a request the
 * backend's reply tests send with this id in its `traceparent` header (trace ids are random otherwise).
 */
export const monitoringReads: Reads = {
  '/api/v2/services': read(z.array(z.string())),
  '/api/v2/spans': read(z.array(z.string()), '/api/v2/spans?serviceName=reference-backend'),
  '/api/v2/traces': read(z.array(z.array(zipkinSpanSchema))),
  '/api/v2/trace/<traceId>': read(z.array(zipkinSpanSchema), '/api/v2/trace/4bf92f3577b34da6a3ce929d0e0e4736'),
  '/api/monitor/instances': read(objectReplyOf(z.array(instanceHealthSchema))),
  '/api/monitor/routes': read(pageReplyOf(routeRowSchema)),
  '/eureka/apps': read(
    eurekaAppsReply.refine(
      (reply) => eurekaAppsSchema.safeParse(reply).success,
      'the console cannot read this registry',
    ),
  ),
};
