import type { Store } from '../../db/database.js';
import { plants } from '../../sim/reads.js';
import { defaultThresholds, formulas, gradingEnvelopes, materialTypes } from './recipes.js';

/** Seeds the plants' registry; a plant device an administrator removed first is skipped. */
export function seedPlants(store: Store, audit: Record<string, string>): void {
  const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
  const devices = new Map(
    store.all<{ id: number; code: string }>('SELECT id, code FROM site_device').map((d) => [d.code, d.id]),
  );
  const plantIds = new Map<string, number>();
  for (const p of plants) {
    const deviceId = devices.get(p.code);
    if (deviceId === undefined) continue;
    const { code, name, plantType, model, capacity, x, y, fenceRadius } = p;
    plantIds.set(
      code,
      store.insert('bhz_plant', {
        projectId,
        code,
        name,
        plantType,
        model,
        capacity,
        x,
        y,
        fenceRadius,
        deviceId,
        ...audit,
      }),
    );
  }
  for (const f of formulas) {
    const plant = plants.find((p) => p.plantType === f.plantType && plantIds.has(p.code));
    const bitumen = f.items.find((i) => i.materialType === materialTypes.bitumen);
    const theoryRatio = bitumen
      ? Math.round(((bitumen.theoryPct * 100) / (100 - bitumen.theoryPct)) * 100) / 100
      : null;
    const formulaId = store.insert('bhz_formula', {
      projectId,
      formulaNo: f.formulaNo,
      plantId: plant ? plantIds.get(plant.code)! : null,
      plantType: f.plantType,
      mixType: f.mixType,
      strengthClass: f.strengthClass,
      theoryRatio,
      batchKg: f.batchKg,
      ...audit,
    });
    f.items.forEach((item, i) =>
      store.insert('bhz_formula_item', {
        projectId,
        formulaId,
        seq: i + 1,
        ...item,
        theoryKg: Math.round((f.batchKg * item.theoryPct) / 10) / 10,
        ...audit,
      }),
    );
  }
  for (const p of plants) {
    const plantId = plantIds.get(p.code);
    if (plantId === undefined) continue;
    for (const t of defaultThresholds[p.plantType])
      store.insert('bhz_over_limit_cfg', {
        projectId,
        plantId,
        materialType: t.materialType,
        unit: t.unit,
        primaryLimit: t.primary,
        middleLimit: t.middle,
        advancedLimit: t.advanced,
        lowerLimit: t.lower,
        upperLimit: t.upper,
        ...audit,
      });
  }
  for (const e of gradingEnvelopes)
    store.insert('bhz_grading_envelope', {
      projectId,
      mixType: e.mixType,
      sieve: e.sieve,
      minPass: e.min,
      target: e.target,
      maxPass: e.max,
      ...audit,
    });
}
