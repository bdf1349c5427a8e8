import { definePages } from '../page';

/** The monitoring module's sidebar groups and pages. */
export const monitoringPages = definePages({
  code: 'monitoring',
  groups: [{ code: 'monitorManager', title: { zh: '服务监控', en: 'Service Monitoring' }, icon: 'monitor', order: 23 }],
  pages: {
    serviceApi: {
      code: 'serviceApiManager',
      group: 'authManager',
      order: 2,
      title: { zh: '服务接口管理', en: 'Service APIs' },
      icon: 'api',
    },
    serviceEureka: {
      code: 'serviceEurekaManager',
      group: 'monitorManager',
      title: { zh: 'Eureka注册中心', en: 'Eureka Registry' },
      icon: 'registry',
    },
    serviceMonitor: {
      code: 'serviceMonitorManager',
      group: 'monitorManager',
      title: { zh: '服务状态监控', en: 'Service Status' },
      icon: 'speed',
    },
    serviceZipkin: {
      code: 'serviceZipkinManager',
      group: 'monitorManager',
      title: { zh: '服务链路追踪', en: 'Service Tracing' },
      icon: 'tracing',
    },
  },
});
