import { defineModule } from '@/lib/routes/manifest';

export default defineModule({
  code: 'monitoring',
  groups: [{ code: 'monitorManager', title: { zh: '服务监控', en: 'Service Monitoring' }, icon: 'monitor', order: 23 }],
  pages: [
    {
      code: 'serviceApiManager',
      group: 'authManager',
      order: 2,
      title: { zh: '服务接口管理', en: 'Service APIs' },
      icon: 'api',
      body: { kind: 'screen', screen: 'service-api/service-api-screen#ServiceApiScreen' },
    },
    {
      code: 'serviceEurekaManager',
      group: 'monitorManager',
      title: { zh: 'Eureka注册中心', en: 'Eureka Registry' },
      icon: 'registry',
      body: { kind: 'screen', screen: 'registry/registry-screen#RegistryScreen' },
    },
    {
      code: 'serviceMonitorManager',
      group: 'monitorManager',
      title: { zh: '服务状态监控', en: 'Service Status' },
      icon: 'speed',
      body: { kind: 'screen', screen: 'status/status-screen#StatusScreen' },
    },
    {
      code: 'serviceZipkinManager',
      group: 'monitorManager',
      title: { zh: '服务链路追踪', en: 'Service Tracing' },
      icon: 'tracing',
      body: { kind: 'screen', screen: 'tracing/tracing-screen#TracingScreen' },
    },
  ],
});
