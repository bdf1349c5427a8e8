import { startBackend, removeDir } from './helpers.js';
const b = await startBackend({ sim: { seed: 1, historyDays: 2, nowMs: Date.parse('2026-03-15T10:00:00+08:00'), speed: 0, rawRetentionHours: 24, anomalyRate: 1 } });
for (let i = 0; i < 600; i++) { const s = (await b.call('GET', '/__test/sim/state')).body.data; if (s.pending.length === 0 && s.cursor === s.simTime) break; await new Promise((r) => setTimeout(r, 50)); }
const t = await b.login('admin', 'admin');
const show = async (p: string) => console.log(p, JSON.stringify((await b.call('GET', p, { token: t })).body.data, null, 0).slice(0, 3000));
await show('/api/ylc/trip/page?limit=3&sort=loadStart&order=desc');
await show('/api/ylc/trip/page?limit=5&abnormal=1&sort=loadStart&order=desc');
await show('/api/ylc/tripDaily/page?limit=3&sort=day&order=desc');
await show('/api/ylc/tripDaily/page?limit=2&start=2026-03-13&end=2026-03-13&sort=deviceCode&order=asc');
await b.close(); removeDir(b.dataDir);
