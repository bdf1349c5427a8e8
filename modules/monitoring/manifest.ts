import { monitoringPages } from '@console/contract/monitoring/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(monitoringPages, {
  serviceApi: { kind: 'screen', screen: 'service-api/service-api-screen#ServiceApiScreen' },
  serviceEureka: { kind: 'screen', screen: 'registry/registry-screen#RegistryScreen' },
  serviceMonitor: { kind: 'screen', screen: 'status/status-screen#StatusScreen' },
  serviceZipkin: { kind: 'screen', screen: 'tracing/tracing-screen#TracingScreen' },
});
