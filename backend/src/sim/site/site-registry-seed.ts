import type { Store } from '../../db/database.js';
import { dayIndexOf, dayLabel } from '../calendar.js';
import { crewOf, operators } from './crews.js';
import { deviceIdentity, deviceSpecs } from './devices.js';
import { haulRoads, plants, waterPoints } from './plants.js';
import { project, toLonLat } from './project.js';
import { registryAudit } from './registry-audit.js';
import {
  alignment,
  blocks,
  contractorDepartCode,
  foundationAreas,
  layers,
  sections,
  stakeAreas,
  stakes,
} from './sections.js';

const json = (value: unknown) => JSON.stringify(value);

/**
 * v1: the site registry — the project, its sections and layers, the alignment with its stakes, the apron's
 * blocks, the stake and foundation areas, the plants, water points and haul roads, then the devices with
 * their SIM cards and the operators.
 */
export function seedSiteV1(store: Store, seed: number): void {
  const audit = registryAudit();
  const projectId = store.insert('site_project', {
    code: project.code,
    name: project.name,
    depart: project.depart,
    startDate: project.startDate,
    anchorLon: toLonLat([0, 0])[0],
    anchorLat: toLonLat([0, 0])[1],
    ...project.frame,
    extentWidth: project.extent.width,
    extentHeight: project.extent.height,
    ...audit,
  });
  const sectionIds = new Map<string, number>();
  for (const s of sections) {
    sectionIds.set(
      s.code,
      store.insert('site_section', {
        projectId,
        code: s.code,
        name: s.name,
        kind: s.kind,
        contractor: s.contractor,
        supervisor: s.supervisor,
        chainageFrom: s.chainageFrom ?? null,
        chainageTo: s.chainageTo ?? null,
        polygon: s.polygon ? json(s.polygon) : null,
        ...audit,
      }),
    );
  }
  const sectionId = (code: string) => sectionIds.get(code)!;
  // The contractors' departments answer for their sections (data scopes); seeded by the platform before the site.
  for (const s of sections)
    store.run(
      'UPDATE base_depart SET sectionId = ? WHERE code = ? AND sectionId IS NULL',
      sectionId(s.code),
      contractorDepartCode(s.code),
    );
  const sectionKind = (code: string) => sections.find((s) => s.code === code)!.kind;
  for (const l of layers) {
    store.insert('site_layer', {
      projectId,
      sectionId: sectionId(l.sectionCode),
      sectionKind: sectionKind(l.sectionCode),
      code: l.code,
      name: l.name,
      orderNum: l.order,
      material: l.material,
      mixType: l.mixType ?? null,
      designThickness: l.designThickness ?? null,
      plantType: l.plantType ?? null,
      domain: l.domain ?? null,
      ...audit,
    });
  }
  store.insert('site_alignment', {
    projectId,
    sectionId: sectionId(alignment.sectionCode),
    polyline: json(alignment.polyline),
    startChainage: alignment.startChainage,
    ...audit,
  });
  for (const stake of stakes())
    store.insert('site_stake', { projectId, sectionId: sectionId('S2'), ...stake, ...audit });
  for (const block of blocks())
    store.insert('site_block', {
      projectId,
      sectionId: sectionId('S1'),
      code: block.code,
      polygon: json(block.polygon),
      ...audit,
    });
  for (const area of stakeAreas()) {
    store.insert('site_stake_area', {
      projectId,
      sectionId: sectionId(area.sectionCode),
      layerId: null,
      code: null,
      name: area.name,
      fromChainage: area.fromChainage ?? null,
      toChainage: area.toChainage ?? null,
      offsetFrom: area.offsetFrom ?? null,
      offsetTo: area.offsetTo ?? null,
      polygon: json(area.polygon),
      area: area.area,
      ...audit,
    });
  }
  for (const area of foundationAreas()) {
    store.insert('site_stake_area', {
      projectId,
      sectionId: sectionId('S3'),
      layerId: null,
      code: area.code,
      name: area.name,
      polygon: json(area.polygon),
      area: area.area,
      ...audit,
    });
  }
  for (const p of plants) {
    store.insert('site_feature', {
      projectId,
      kind: 'plant',
      code: p.code,
      name: p.name,
      geom: json([[p.x, p.y]]),
      params: json({ plantType: p.plantType, model: p.model, capacity: p.capacity, fenceRadius: p.fenceRadius }),
      ...audit,
    });
  }
  for (const w of waterPoints)
    store.insert('site_feature', {
      projectId,
      kind: 'waterPoint',
      code: w.code,
      name: w.name,
      geom: json([[w.x, w.y]]),
      params: null,
      ...audit,
    });
  for (const r of haulRoads)
    store.insert('site_feature', {
      projectId,
      kind: 'haulRoad',
      code: r.code,
      name: r.name,
      geom: json(r.polyline),
      params: json({ plantCodes: r.plantCodes }),
      ...audit,
    });

  // Devices first (hosts before what is mounted in them), then the links: SIM cards, tablets, hosts.
  const specs = deviceSpecs();
  const deviceIds = new Map<string, number>();
  const identities = new Map(specs.map((spec) => [spec.code, deviceIdentity(seed, spec)]));
  for (const spec of specs) {
    const identity = identities.get(spec.code)!;
    deviceIds.set(
      spec.code,
      store.insert('site_device', {
        projectId,
        code: spec.code,
        name: spec.name,
        kind: spec.kind,
        model: spec.model,
        maker: spec.maker,
        sectionId: spec.sectionCode ? sectionId(spec.sectionCode) : null,
        status: 'inUse',
        imei: identity.imei,
        plate: identity.plate ?? null,
        params: json(spec.params),
        ...audit,
      }),
    );
  }
  // SIM plans run a year from the project start, so the expiry warnings come due within the simulated months.
  const activated = project.startDate;
  const expiry = dayLabel(dayIndexOf(Date.parse(`${project.startDate}T00:00:00+08:00`)) + 365);
  for (const spec of specs) {
    const id = deviceIds.get(spec.code)!;
    const sim = identities.get(spec.code)!.sim;
    const links: Record<string, number> = {};
    if (sim) {
      links.simId = store.insert('sbgl_sim', {
        projectId,
        iccid: sim.iccid,
        msisdn: sim.msisdn,
        carrier: sim.carrier,
        deviceId: id,
        planMb: spec.kind === 'camera' ? 30720 : 1024,
        usedMb: 0,
        activated,
        expiry,
        status: 'active',
        ...audit,
      });
    }
    if (spec.hostCode) links.vehicleId = deviceIds.get(spec.hostCode)!;
    if (spec.tabletCode) links.tabletId = deviceIds.get(spec.tabletCode)!;
    if (Object.keys(links).length > 0) store.update('site_device', id, links);
  }
  for (const op of operators(seed)) {
    store.insert('site_operator', {
      projectId,
      code: op.code,
      name: op.name,
      mobile: op.mobile,
      deviceId: deviceIds.get(op.deviceCode)!,
      tabletId: deviceIds.get(op.tabletCode)!,
      crewCode: crewOf(op.deviceCode)?.code ?? null,
      ...audit,
    });
  }
}
