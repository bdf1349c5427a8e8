import { z } from 'zod';

/**
 * `GET /eureka/apps` as the console reads it from any Eureka (the real one where EUREKA_URL is set, else the
 * reference backend's): the members the registry screen shows, others passed through. Eureka sends one
 * application or instance as an object, several as a list. The console parses the reply with this at run time.
 */

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

export const eurekaInstanceSchema = z
  .object({
    instanceId: z.string().optional(),
    hostName: z.string(),
    app: z.string(),
    ipAddr: z.string().optional(),
    status: z.string(),
    overriddenStatus: z.string().optional(),
    port: z
      .object({ $: z.union([z.number(), z.string()]) })
      .loose()
      .optional(),
    leaseInfo: z
      .object({
        registrationTimestamp: z.number().optional(),
        lastRenewalTimestamp: z.number().optional(),
        durationInSecs: z.number().optional(),
      })
      .loose()
      .optional(),
    metadata: z.record(z.string(), z.string()).optional(),
    lastUpdatedTimestamp: z.union([z.string(), z.number()]).optional(),
  })
  .loose();
export type EurekaInstance = z.infer<typeof eurekaInstanceSchema>;

export const eurekaAppsSchema = z.object({
  applications: z
    .object({
      application: oneOrMany(z.object({ name: z.string(), instance: oneOrMany(eurekaInstanceSchema) }).loose()).default(
        [],
      ),
    })
    .loose(),
});
