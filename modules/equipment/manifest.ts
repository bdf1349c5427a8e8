import { equipmentPages } from '@console/contract/equipment/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(equipmentPages, {
  ylcDeviceRegister: { kind: 'resource', def: 'pages/devices#ylcDevice' },
  spjkCameraRegister: { kind: 'resource', def: 'pages/devices#spjkCamera' },
  sbglDevice: { kind: 'resource', def: 'pages/devices#sbglDevice' },
  sbglSparePart: { kind: 'resource', def: 'pages/spare-parts#sparePart' },
  sbglDeviceRecord: { kind: 'resource', def: 'pages/equipment-records#deviceRecord' },
  sbglSparePartRecord: { kind: 'resource', def: 'pages/spare-parts#sparePartRecord' },
  sbglSimCard: { kind: 'resource', def: 'pages/devices#simCard' },
  hjDeviceRegister: { kind: 'resource', def: 'pages/devices#hjDevice' },
  hjDeviceRealtimeState: { kind: 'resource', def: 'pages/devices#hjStateLatest' },
  hjDeviceHistoryState: { kind: 'resource', def: 'pages/devices#hjStateHistory' },
  znysDeviceRegister: { kind: 'resource', def: 'pages/devices#znysDevice' },
  znysCameraRegister: { kind: 'resource', def: 'pages/devices#znysCamera' },
  znysDeviceStateRealtime: { kind: 'resource', def: 'pages/devices#znysStateLatest' },
  znysDeviceStateHistory: { kind: 'resource', def: 'pages/devices#znysStateHistory' },
  znysTabletState: { kind: 'resource', def: 'pages/devices#tabletStates' },
  zdDevice: { kind: 'resource', def: 'pages/devices#zdDevice' },
  ddcDevice: { kind: 'resource', def: 'pages/devices#ddcDevice' },
  znysDeviceStateStatistics: { kind: 'stats', def: 'pages/state-statistics#deviceStateStatistics' },
});
