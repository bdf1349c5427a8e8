import type { Store } from '../../db/database.js';
import { deviceSpecs } from './devices.js';
import { deviceRecordSeeds, smsGroupSeeds, vehicleSeeds, videoAccountSeeds } from './equipment.js';
import { registryAudit } from './registry-audit.js';

/**
 * v5: the equipment registries — the vehicles of the truck and sprinkler terminals (their plates as the
 * devices carry them), the devices' maintenance history, the video accounts (serving the seeded
 * cameras) and the warning SMS groups. Devices an administrator removed before this ran are skipped.
 */
export function seedEquipmentV5(store: Store, seed: number): void {
  const audit = registryAudit();
  const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
  const specs = deviceSpecs();
  const devices = new Map(
    store
      .all<{ id: number; code: string; plate: string | null }>('SELECT id, code, plate FROM site_device')
      .map((d) => [d.code, d]),
  );
  for (const v of vehicleSeeds(seed, specs)) {
    const device = devices.get(v.deviceCode);
    if (!device?.plate || store.get('SELECT 1 FROM veh_vehicle WHERE plate = ?', device.plate)) continue;
    const { deviceCode: _code, ...fields } = v;
    store.insert('veh_vehicle', { projectId, ...fields, plate: device.plate, deviceId: device.id, ...audit });
  }
  for (const r of deviceRecordSeeds(seed, specs)) {
    const device = devices.get(r.deviceCode);
    if (!device) continue;
    const { deviceCode: _code, ...fields } = r;
    store.insert('sbgl_device_record', { projectId, deviceId: device.id, ...fields, ...audit });
  }
  const cameras = specs.filter((s) => s.kind === 'camera');
  for (const a of videoAccountSeeds(seed)) {
    const { cameras: serves, ...fields } = a;
    const accountId = store.insert('spjk_account', { projectId, ...fields, ...audit });
    for (const camera of cameras.filter((c) =>
      serves === 'fixed' ? !c.hostCode : serves === 'inCab' ? Boolean(c.hostCode) : false,
    )) {
      const device = devices.get(camera.code);
      if (device)
        store.run(
          "UPDATE site_device SET params = json_set(COALESCE(params, '{}'), '$.accountId', ?) WHERE id = ?",
          accountId,
          device.id,
        );
    }
  }
  for (const g of smsGroupSeeds(seed)) store.insert('pdca_sms_group', { projectId, ...g, enabled: 1, ...audit });
}
